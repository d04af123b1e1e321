import { forbidRequests, missingParameter } from './testing/required-parameters.ts';
import { configureApiClient } from './http.ts';
import {
  editProfile,
  getProfileCourses,
  getSharedReportCard,
  uploadAvatar,
  type ProfileEditRequest,
} from './profile.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** A caller that lost its data: the typed signature forbids it, plain JavaScript callers can still do it. */
function nothing<T>(): T {
  return JSON.parse('null');
}

describe('profile calls: required parameters (spec section 5)', () => {
  forbidRequests();

  it('the shared report card needs its uuid', async () => {
    expect(await missingParameter(() => getSharedReportCard(''))).toBe('uuid');
    expect(await missingParameter(() => getSharedReportCard(' '))).toBe('uuid');
  });

  it('profile edit needs its body', async () => {
    expect(await missingParameter(() => editProfile(nothing<ProfileEditRequest>()))).toBe('body');
  });

  it('the avatar upload needs the avatar', async () => {
    expect(await missingParameter(() => uploadAvatar(nothing<Blob>()))).toBe('avatar');
  });
});

describe('profile calls: bearer token (spec section 6)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    configureApiClient({ base: server.apiBase, accessToken: () => 'session-token' });
  });
  afterAll(() => server.close());

  it('sends the token for the student’s own data, not for a shared report card', async () => {
    server.answer('/front/profile/courses', { status: 200, body: { data: [] } });
    await getProfileCourses();
    await getSharedReportCard('abc').catch(() => undefined);
    expect(server.requests.map((request) => [request.path, request.authorization])).toEqual([
      ['/front/profile/courses', 'Bearer session-token'],
      ['/front/profile/report-card/abc', undefined],
    ]);
  });
});
