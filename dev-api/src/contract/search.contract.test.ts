import { searchSite, searchTopics, UnauthorizedError } from '@shared/api-client';
import { loginWithOtp } from './auth-login.ts';
import { startHarness, type Harness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

describe('search contract', () => {
  it('GET /front/search groups posts, courses, contents and topics', async () => {
    const result = await searchSite('ریاضی');
    expect(result.courses.length).toBeGreaterThan(0);
    expect(result.courses[0]!.title).toContain('ریاضی');
    expect(result.contents.every((content) => content.course.slug.length > 0)).toBe(true);
    expect(result.topics.length + result.posts.length).toBeGreaterThan(0);
  });

  it('finds Persian titles typed with Arabic letters', async () => {
    const arabic = await searchSite('رياضي');
    const persian = await searchSite('ریاضی');
    expect(arabic.courses.map((course) => course.slug)).toEqual(persian.courses.map((course) => course.slug));
  });

  it('an empty query searches with the default letter instead of failing', async () => {
    const result = await searchSite('');
    expect(result.courses.length + result.posts.length).toBeGreaterThan(0);
  });

  it('a query that matches nothing answers empty groups', async () => {
    const result = await searchSite('zzzz‌qqqq');
    expect(result).toEqual({ posts: [], courses: [], contents: [], topics: [] });
  });

  it('GET /front/search/topics needs a session and then finds topics', async () => {
    harness.token.value = undefined;
    await expect(searchTopics('مساحت')).rejects.toBeInstanceOf(UnauthorizedError);
    await loginWithOtp(harness);
    const topics = await searchTopics('مساحت');
    expect(topics.length).toBeGreaterThan(0);
    expect(topics[0]!.question_count).toBeGreaterThan(0);
  });
});
