import {
  NotFoundError,
  ValidationError,
  getCourseDetails,
  getFeaturedSponsors,
  getSponsor,
  getSponsors,
} from '@shared/api-client';
import { startHarness, type Harness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

describe('sponsor contract', () => {
  it('GET /front/sponsor/featured lists the three featured sponsors with logos', async () => {
    const { data } = await getFeaturedSponsors();
    expect(data).toHaveLength(3);
    expect(data.every((sponsor) => sponsor.is_featured)).toBe(true);
    expect(data[0]?.name).toBe('بنیاد علمی فرزانگان');
    expect(data[0]?.image_styles.styles.thumbnail).toMatch(/^\/api\/dev-media\/sponsor\//);
  });

  it('GET /front/sponsor pages through every sponsor, highest tier first', async () => {
    const all = await getSponsors({ per_page: 48 });
    expect(all.meta.total).toBeGreaterThanOrEqual(8);
    expect(all.data[0]?.tier).toBe('platinum');
    expect(all.data.at(-1)?.tier).toBe('bronze');
    expect(all.data[0]?.tier_label).toBe('حامی پلاتینی');

    const secondPage = await getSponsors({ per_page: 4, page: 2 });
    expect(secondPage.meta.current_page).toBe(2);
    expect(secondPage.data[0]?.slug).toBe(all.data[4]?.slug);
  });

  it('GET /front/sponsor refuses a page size over the limit with a Persian field message', async () => {
    const error = await getSponsors({ per_page: 500 }).catch((caught: unknown) => caught);
    if (!(error instanceof ValidationError)) throw new Error(`expected a ValidationError, got ${String(error)}`);
    expect(error.fields.per_page).toContain('تعداد در هر صفحه');
  });

  it('GET /front/sponsor/show gives the sponsor page with what it supports', async () => {
    const { data } = await getSponsor('niloufar-publishing');
    expect(data.name).toBe('نشر نیلوفر آموزش');
    expect(data.description).toContain('<p>');
    expect(data.website_url).toMatch(/^https:\/\//);
    expect(data.supported_courses).toContainEqual({ title: 'ادبیات فارسی دهم', slug: 'persian-literature-grade-10' });
    expect(data.supported_posts.map((post) => post.slug)).toContain('reading-hafez-for-students');
  });

  it('GET /front/sponsor/show names only courses that exist, each with the slug its link needs', async () => {
    const { data: sponsors } = await getSponsors({ per_page: 48 });
    for (const { slug } of sponsors) {
      const { data } = await getSponsor(slug);
      for (const course of data.supported_courses) {
        expect(course.slug).toEqual(expect.any(String));
        const { data: details } = await getCourseDetails(course.slug ?? '');
        expect(details.title).toBe(course.title);
      }
    }
  });

  it('GET /front/sponsor/show answers 404 for an unknown slug', async () => {
    await expect(getSponsor('no-such-sponsor')).rejects.toBeInstanceOf(NotFoundError);
  });
});
