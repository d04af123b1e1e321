import { getHome } from '@shared/api-client';
import { startHarness, type Harness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

describe('home contract', () => {
  it('GET /front/home answers typed blocks with Persian content', async () => {
    const { data } = await getHome();
    expect(data.blocks.map((block) => block.type)).toEqual([
      'hero',
      'grades',
      'featured_courses',
      'stats',
      'latest_posts',
      'call_to_action',
    ]);
    const hero = data.blocks.find((block) => block.type === 'hero');
    expect(hero?.type === 'hero' && hero.slides[0]?.title).toBe('یادگیری بدون مرز، از پیش‌دبستان تا کنکور');
    const courses = data.blocks.find((block) => block.type === 'featured_courses');
    for (const course of courses?.type === 'featured_courses' ? courses.items : []) {
      expect(course.slug).toMatch(/^course-\d+$/);
    }
  });
});
