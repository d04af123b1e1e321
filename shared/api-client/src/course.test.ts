import { forbidRequests, missingParameter } from './testing/required-parameters.ts';
import { getContentBySlug, getContentDetails, getCourseDetails, getCourses, getSectionIndex } from './course.ts';
import { configureApiClient } from './http.ts';
import { withTestServer } from './test-server.ts';

describe('course calls: required parameters (spec section 5)', () => {
  forbidRequests();

  it('course details, section index and content by slug need a slug', async () => {
    expect(await missingParameter(() => getCourseDetails(''))).toBe('slug');
    expect(await missingParameter(() => getSectionIndex('   '))).toBe('slug');
    expect(await missingParameter(() => getContentBySlug(''))).toBe('slug');
  });

  it('content details needs content_slug and lesson_slug', async () => {
    expect(await missingParameter(() => getContentDetails('', 'math-grade-7'))).toBe('content_slug');
    expect(await missingParameter(() => getContentDetails('math-grade-7-1-1', ''))).toBe('lesson_slug');
  });
});

describe('course calls: anonymous reads (spec section 6)', () => {
  const server = withTestServer();
  beforeAll(() => {
    configureApiClient({ base: server.apiBase, accessToken: () => 'signed-in-token' });
  });

  it('sends no bearer token even when the user is signed in', async () => {
    server.answer('/front/course/get-courses', {
      status: 200,
      body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 12, total: 0 } },
    });
    await getCourses({ search: 'ریاضی' });
    expect(server.requests.at(-1)).toMatchObject({ path: '/front/course/get-courses', authorization: undefined });
  });
});
