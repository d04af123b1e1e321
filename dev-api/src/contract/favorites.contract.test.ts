import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  addFavorite,
  getBlogPost,
  getCourseDetails,
  getFavorites,
  NotFoundError,
  removeFavorite,
  UnauthorizedError,
  type FavoriteRequest,
} from '@shared/api-client';
import { loginWithOtp, validationErrorOf } from './auth-login.ts';
import { startHarness, type Harness } from './harness.ts';

const ARTICLE = 'weekly-study-timetable';
const COURSE = 'math-grade-7';

let harness: Harness;
const dataDir = mkdtempSync(path.join(tmpdir(), 'dev-api-favorites-'));
beforeAll(async () => {
  harness = await startHarness({ dataDir });
});
afterAll(() => harness.close());
beforeEach(() => {
  harness.token.value = undefined;
});

let counter = 0;
/** A student of the test's own, so one test's favourites never reach another. */
async function newStudent() {
  counter += 1;
  await loginWithOtp(harness, `0935444000${counter}`);
}

const slugsOf = async () => (await getFavorites()).data.map((favorite) => `${favorite.kind}:${favorite.slug}`);

describe('favourites contract', () => {
  it('needs a login to list, add or remove', async () => {
    await expect(getFavorites()).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(addFavorite({ kind: 'course', slug: COURSE })).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(removeFavorite({ kind: 'course', slug: COURSE })).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('the demo student starts with two catalogue courses, newest first, as their course pages show them', async () => {
    await loginWithOtp(harness);
    const { data } = await getFavorites();
    expect(data.map((favorite) => favorite.slug)).toEqual(['math-grade-10', 'chemistry-grade-10']);
    const first = data[0];
    if (first?.kind !== 'course') throw new Error('the first favourite should be a course');
    const details = (await getCourseDetails('math-grade-10')).data;
    expect(first.course).toMatchObject({ id: details.id, title: details.title, image_styles: details.image_styles });
  });

  it('adds a course and an article, lists them newest first with their cards, and removes one', async () => {
    await newStudent();
    expect(await slugsOf()).toEqual([]);
    const added = await addFavorite({ kind: 'course', slug: COURSE });
    expect(added.message).toBe('دوره به علاقه‌مندی‌ها افزوده شد.');
    await addFavorite({ kind: 'article', slug: ARTICLE });
    expect(await slugsOf()).toEqual([`article:${ARTICLE}`, `course:${COURSE}`]);

    const [article] = (await getFavorites()).data;
    if (article?.kind !== 'article') throw new Error('the newest favourite should be the article');
    const post = (await getBlogPost(ARTICLE)).data;
    expect(article.article).toMatchObject({
      title: post.title,
      slug: post.slug,
      picture_styles: post.picture_styles,
      category: post.category,
    });

    const removed = await removeFavorite({ kind: 'course', slug: COURSE });
    expect(removed.message).toBe('دوره از علاقه‌مندی‌ها برداشته شد.');
    expect(await slugsOf()).toEqual([`article:${ARTICLE}`]);
  });

  it('adding twice keeps one favourite and its first date; removing twice is no error', async () => {
    await newStudent();
    const first = await addFavorite({ kind: 'article', slug: ARTICLE });
    const again = await addFavorite({ kind: 'article', slug: ARTICLE.toUpperCase() });
    expect(again.message).toBe('این مقاله در علاقه‌مندی‌ها هست.');
    expect(again.data?.saved_at).toBe(first.data?.saved_at);
    expect(await slugsOf()).toEqual([`article:${ARTICLE}`]);
    await removeFavorite({ kind: 'article', slug: ARTICLE });
    await expect(removeFavorite({ kind: 'article', slug: ARTICLE })).resolves.toMatchObject({
      message: expect.any(String),
    });
    expect(await slugsOf()).toEqual([]);
  });

  it('keeps each student’s favourites apart', async () => {
    await newStudent();
    await addFavorite({ kind: 'course', slug: COURSE });
    await newStudent();
    expect(await slugsOf()).toEqual([]);
  });

  it('says in Persian what is wrong with a request, and 404s what does not exist', async () => {
    await newStudent();
    // The client refuses a blank kind or slug before sending, so these go out as raw requests.
    const post = async (body: unknown) => {
      const response = await fetch(`${harness.baseUrl}/front/profile/favorites`, {
        method: 'POST',
        headers: { authorization: `Bearer ${harness.token.value}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as { errors?: Record<string, string[]> } };
    };
    const KIND_MESSAGE = 'نوع علاقه‌مندی باید «course» (دوره) یا «article» (مقاله) باشد.';
    expect(await post({ slug: COURSE })).toEqual({
      status: 422,
      body: expect.objectContaining({ errors: { kind: [KIND_MESSAGE] } }),
    });
    expect((await post({ kind: 'quiz', slug: COURSE })).body.errors).toEqual({ kind: [KIND_MESSAGE] });
    expect((await post({ kind: 'course', slug: '  ' })).body.errors).toEqual({
      slug: ['نشانی (slug) دوره یا مقاله را بفرستید.'],
    });
    const wrongKind = await validationErrorOf(
      addFavorite({ kind: 'quiz', slug: COURSE } as unknown as FavoriteRequest),
    );
    expect(wrongKind.fields.kind).toBe(KIND_MESSAGE);
    await expect(addFavorite({ kind: 'course', slug: 'no-such-course' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(addFavorite({ kind: 'course', slug: ARTICLE })).rejects.toBeInstanceOf(NotFoundError);
    await expect(addFavorite({ kind: 'article', slug: 'no-such-post' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(removeFavorite({ kind: 'quiz', slug: COURSE } as unknown as FavoriteRequest)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(await slugsOf()).toEqual([]);
  });

  it('keeps favourites when the dev API restarts', async () => {
    const login = '09354449999';
    await loginWithOtp(harness, login);
    await addFavorite({ kind: 'course', slug: COURSE });
    await addFavorite({ kind: 'article', slug: ARTICLE });
    await removeFavorite({ kind: 'course', slug: COURSE });
    await harness.close();
    harness = await startHarness({ dataDir });
    await loginWithOtp(harness, login);
    expect(await slugsOf()).toEqual([`article:${ARTICLE}`]);
  });
});
