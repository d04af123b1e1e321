import {
  NotFoundError,
  ValidationError,
  getBlogCategories,
  getBlogIndex,
  getBlogPost,
  getBlogPosts,
  getBlogSidebar,
} from '@shared/api-client';
import { startHarness, type Harness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

describe('blog contract', () => {
  it('GET /front/blog/categories lists Persian categories with counts and parents', async () => {
    const { data } = await getBlogCategories();
    expect(data.length).toBeGreaterThanOrEqual(6);
    const math = data.find((category) => category.slug === 'mathematics');
    expect(math?.name).toBe('ریاضی');
    expect(math?.parent?.slug).toBe('science');
    // A parent counts the posts of its sub-categories too.
    const science = data.find((category) => category.slug === 'science');
    expect(science?.posts_count).toBeGreaterThan(math?.posts_count ?? 0);
  });

  it('GET /front/blog/{post} finds a post by slug with an HTML body, tags and related posts', async () => {
    const { data } = await getBlogPost('pomodoro-technique-for-students');
    expect(data.title).toContain('پومودورو');
    expect(data.body).toContain('<h2>');
    expect(data.picture_styles.styles.thumbnail).toMatch(/^\/api\/dev-media\/post\//);
    expect(data.author.name).toBe('مریم رضایی');
    expect(data.tags.map((tag) => tag.slug)).toContain('focus');
    expect(data.related_posts.length).toBeGreaterThan(0);
    expect(data.related_posts.map((post) => post.slug)).not.toContain(data.slug);
  });

  it('GET /front/blog/{post} finds the same post by numeric id, Persian digits included', async () => {
    const bySlug = await getBlogPost('weekly-study-timetable');
    const byId = await getBlogPost(bySlug.data.id);
    const byPersianId = await getBlogPost(bySlug.data.id.toLocaleString('fa-IR'));
    expect(byId.data.slug).toBe('weekly-study-timetable');
    expect(byPersianId.data.slug).toBe('weekly-study-timetable');
    expect(byId.data.body).toContain('<table>');
  });

  it('GET /front/blog/{post} answers 404 for an unknown post', async () => {
    await expect(getBlogPost('no-such-post')).rejects.toBeInstanceOf(NotFoundError);
    await expect(getBlogPost(9999)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('GET /front/blog/sidebar gives popular posts, categories and a tag cloud', async () => {
    const { data } = await getBlogSidebar();
    expect(data.popular_posts).toHaveLength(5);
    const views = data.popular_posts.map((post) => post.views_count);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(data.tags.length).toBeGreaterThanOrEqual(12);
    expect(data.tags.every((tag) => (tag.posts_count ?? 0) > 0)).toBe(true);
  });

  it('GET /front/blog/index gives featured and latest posts, newest first', async () => {
    const { data } = await getBlogIndex();
    expect(data.featured_posts.length).toBeGreaterThan(0);
    expect(data.featured_posts.every((post) => post.is_featured)).toBe(true);
    const dates = data.latest_posts.map((post) => post.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(data.categories.length).toBeGreaterThanOrEqual(6);
  });

  it('GET /front/blog pages through at least 40 posts', async () => {
    const first = await getBlogPosts({ per_page: 10 });
    expect(first.meta.total).toBeGreaterThanOrEqual(40);
    expect(first.meta.last_page).toBe(Math.ceil(first.meta.total / 10));
    const second = await getBlogPosts({ per_page: 10, page: 2 });
    expect(second.data[0]?.id).not.toBe(first.data[0]?.id);
  });

  it('GET /front/blog filters by category slug (sub-categories included) and names the category', async () => {
    const list = await getBlogPosts({ category_slug: 'science', per_page: 48 });
    expect(list.category?.name).toBe('علوم پایه');
    expect(new Set(list.data.map((post) => post.category.slug))).toEqual(
      new Set(['science', 'mathematics', 'physics-chemistry']),
    );
  });

  it('GET /front/blog filters by category ids and by tag', async () => {
    const { data: categories } = await getBlogCategories();
    const counseling = categories.find((category) => category.slug === 'counseling');
    const byIds = await getBlogPosts({ categories: [counseling?.id ?? 0] });
    expect(byIds.data.every((post) => post.category.slug === 'counseling')).toBe(true);
    expect(byIds.meta.total).toBe(counseling?.posts_count);

    const byTag = await getBlogPosts({ tag: 'konkur' });
    expect(byTag.tag?.name).toBe('کنکور');
    expect(byTag.data.length).toBeGreaterThan(0);
  });

  it('GET /front/blog lists only featured posts when asked (for /articles/featured)', async () => {
    const list = await getBlogPosts({ featured: true, per_page: 48 });
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.every((post) => post.is_featured)).toBe(true);
  });

  it('GET /front/blog search forgives Arabic letters, Persian digits and spacing', async () => {
    const arabicSpelling = await getBlogPosts({ search: '  كنكور  ' });
    const persianSpelling = await getBlogPosts({ search: 'کنکور' });
    expect(arabicSpelling.meta.total).toBeGreaterThan(0);
    expect(arabicSpelling.meta.total).toBe(persianSpelling.meta.total);

    const digits = await getBlogPosts({ search: '۲۵ دقيقه' });
    expect(digits.data[0]?.slug).toBe('pomodoro-technique-for-students');

    const withoutJoiner = await getBlogPosts({ search: 'اهمالکاری' });
    expect(withoutJoiner.data[0]?.slug).toBe('overcoming-procrastination');
  });

  it('GET /front/blog treats regular-expression characters as plain text', async () => {
    const list = await getBlogPosts({ search: '(.*' });
    expect(list.data).toEqual([]);
    expect(list.meta.total).toBe(0);
  });

  it('GET /front/blog refuses a bad page with a Persian field message', async () => {
    const error = await getBlogPosts({ page: 0 }).catch((caught: unknown) => caught);
    if (!(error instanceof ValidationError)) throw new Error(`expected a ValidationError, got ${String(error)}`);
    expect(error.fields.page).toContain('شماره صفحه');
  });

  it('GET /front/blog answers 404 for an unknown category or tag', async () => {
    await expect(getBlogPosts({ category_slug: 'no-such-category' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(getBlogPosts({ tag: 'no-such-tag' })).rejects.toBeInstanceOf(NotFoundError);
  });
});
