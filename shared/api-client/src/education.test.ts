import { getEducationBranches, getEducationGrades } from './education.ts';
import { SchemaError } from './errors.ts';
import { configureApiClient } from './http.ts';
import { withTestServer } from './test-server.ts';

// The education calls take no parameters (spec section 5 lists none); these
// tests pin what they send and how their answers are checked.
const server = withTestServer();
beforeAll(() => {
  configureApiClient({ base: server.apiBase, accessToken: () => 'signed-in-token' });
});

describe('education calls', () => {
  it('read the grade list anonymously and parse it', async () => {
    server.answer('/front/education/grade', {
      status: 200,
      body: { data: [{ id: 8, name: 'هفتم', slug: 'grade-7', order: 7, stage: 'متوسطه اول', courses_count: 3 }] },
    });
    const { data } = await getEducationGrades();
    expect(data[0]?.name).toBe('هفتم');
    expect(server.requests.at(-1)).toMatchObject({ path: '/front/education/grade', authorization: undefined });
  });

  it('turn a branch list without names into a SchemaError instead of showing blanks', async () => {
    server.answer('/front/education/branch', { status: 200, body: { data: [{ id: 1, slug: 'humanities' }] } });
    await expect(getEducationBranches()).rejects.toBeInstanceOf(SchemaError);
  });
});
