import { forbidRequests, missingParameter } from './testing/required-parameters.ts';
import { configureApiClient } from './http.ts';
import { getSponsor, getSponsors } from './sponsor.ts';
import { withTestServer } from './test-server.ts';

describe('sponsor calls: required parameters (spec section 5)', () => {
  forbidRequests();

  it('a sponsor page needs its slug', async () => {
    expect(await missingParameter(() => getSponsor(''))).toBe('slug');
    expect(await missingParameter(() => getSponsor('  '))).toBe('slug');
  });
});

describe('sponsor calls: anonymous reads (spec section 6)', () => {
  const server = withTestServer();
  beforeAll(() => {
    configureApiClient({ base: server.apiBase, accessToken: () => 'signed-in-token' });
  });

  it('sends no bearer token even when the user is signed in', async () => {
    server.answer('/front/sponsor', {
      status: 200,
      body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 12, total: 0 } },
    });
    const list = await getSponsors();
    expect(list.meta.total).toBe(0);
    expect(server.requests.at(-1)).toMatchObject({ path: '/front/sponsor', authorization: undefined });
  });
});
