import { getBlogPost, getCourseDetails, getCourseIndex, getHome, searchQuestionBank } from '@shared/api-client';
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
  });

  it('GET /front/home claims only what the catalogue and the question bank hold', async () => {
    const { data } = await getHome();
    const stats = data.blocks.find((block) => block.type === 'stats');
    const value = (label: string) =>
      stats?.type === 'stats' ? stats.items.find((item) => item.label === label)?.value : undefined;
    const { totals } = (await getCourseIndex()).data;
    expect(value('دبیر')).toBe(totals.teachers);
    expect(value('درس ویدئویی')).toBeLessThan(totals.contents);
    expect(value('سؤال با پاسخ تشریحی')).toBe((await searchQuestionBank({})).meta.total);
  });

  it('GET /front/home links its featured courses and latest posts to real pages', async () => {
    const { data } = await getHome();
    const courses = data.blocks.find((block) => block.type === 'featured_courses');
    const courseItems = courses?.type === 'featured_courses' ? courses.items : [];
    expect(courseItems).toHaveLength(6);
    expect(courseItems[0]).toMatchObject({ slug: 'chemistry-grade-12', title: 'شیمی دوازدهم' });
    for (const course of courseItems) {
      const details = (await getCourseDetails(course.slug)).data;
      expect(course).toMatchObject({ id: details.id, title: details.title, image_styles: details.image_styles });
      expect(course.teacher_name).toBe(details.teacher.name);
      expect(course.rating).toBe(details.rating.average);
      expect(course.students_count).toBe(details.students_count);
    }
    const posts = data.blocks.find((block) => block.type === 'latest_posts');
    const postItems = posts?.type === 'latest_posts' ? posts.items : [];
    expect(postItems.map((post) => post.slug)).toEqual([
      'self-paced-learning-discipline',
      'screen-time-balance',
      'stoichiometry-problem-solving',
      'choosing-university-major',
    ]);
    for (const post of postItems) {
      const full = (await getBlogPost(post.slug)).data;
      expect(post).toMatchObject({ id: full.id, title: full.title, excerpt: full.excerpt });
    }
  });
});
