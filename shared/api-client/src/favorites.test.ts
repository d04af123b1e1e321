import {
  NotFoundError,
  RateLimitError,
  SchemaError,
  ServerError,
  UnauthorizedError,
  ValidationError,
} from './errors.ts';
import {
  addFavorite,
  favoriteFailureMessage,
  getFavorites,
  isFavorite,
  removeFavorite,
  type Favorite,
  type FavoriteRequest,
} from './favorites.ts';
import { configureApiClient } from './http.ts';
import { forbidRequests, missingParameter, nothing } from './testing/required-parameters.ts';
import { withTestServer } from './test-server.ts';

const styles = { styles: { thumbnail: '/t.svg', medium: '/m.svg', large: '/l.svg' } };

const COURSE: Favorite = {
  kind: 'course',
  slug: 'math-grade-10',
  saved_at: '2024-11-18T18:30:00Z',
  course: {
    id: 40,
    title: 'ریاضی دهم',
    slug: 'math-grade-10',
    description: 'دوره',
    grade: { name: 'دهم', slug: 'grade-10' },
    branch: null,
    teacher: { id: 1, name: 'علی رضایی', avatar: '/a.svg', expertise: 'دبیر ریاضی' },
    image_styles: styles,
    price: 0,
    duration_seconds: 3600,
    rating: { average: 4.5, count: 10 },
    students_count: 100,
    sections_count: 3,
    contents_count: 12,
  },
};

const ARTICLE: Favorite = {
  kind: 'article',
  slug: 'weekly-study-timetable',
  saved_at: '2024-11-20T08:00:00Z',
  article: {
    id: 7,
    title: 'برنامهٔ هفتگی درس خواندن',
    slug: 'weekly-study-timetable',
    excerpt: 'چطور هفته را بچینیم',
    picture_styles: styles,
    author: { name: 'مریم رضایی', avatar: '/m.svg' },
    published_at: '2024-10-01T05:00:00Z',
    reading_minutes: 5,
    views_count: 1200,
    is_featured: false,
    category: { id: 2, name: 'مهارت‌های مطالعه', slug: 'study-skills' },
  },
};

describe('favourite calls: required parameters (spec section 5)', () => {
  forbidRequests();

  it('adding and removing need a kind and a slug', async () => {
    expect(await missingParameter(() => addFavorite(nothing<FavoriteRequest>()))).toBe('kind');
    expect(await missingParameter(() => addFavorite({ kind: 'course', slug: ' ' }))).toBe('slug');
    expect(await missingParameter(() => removeFavorite({ kind: 'article', slug: '' }))).toBe('slug');
  });
});

describe('favourite calls over HTTP', () => {
  const server = withTestServer();
  const bodies: string[] = [];
  const realFetch = globalThis.fetch;
  beforeAll(() => {
    configureApiClient({ base: server.apiBase, accessToken: () => 'session-token' });
  });
  beforeEach(() => {
    server.requests.splice(0);
    bodies.length = 0;
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (input instanceof Request) bodies.push(await input.clone().text());
      return realFetch(input, init);
    });
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('lists courses and articles, each with its own card, with the token', async () => {
    server.answer('/front/profile/favorites', { status: 200, body: { data: [ARTICLE, COURSE] } });
    const { data } = await getFavorites();
    expect(data.map((favorite) => favorite.kind)).toEqual(['article', 'course']);
    const [article, course] = data;
    expect(article?.kind === 'article' && article.article.category.name).toBe('مهارت‌های مطالعه');
    expect(course?.kind === 'course' && course.course.title).toBe('ریاضی دهم');
    expect(server.requests[0]).toMatchObject({ method: 'GET', authorization: 'Bearer session-token' });
  });

  it('refuses a favourite of an unknown kind, or one without its card', async () => {
    server.answer('/front/profile/favorites', {
      status: 200,
      body: { data: [{ kind: 'quiz', slug: 'q', saved_at: '2024-11-20T08:00:00Z' }] },
    });
    await expect(getFavorites()).rejects.toBeInstanceOf(SchemaError);
    server.answer('/front/profile/favorites', {
      status: 200,
      body: { data: [{ kind: 'article', slug: 'a', saved_at: '2024-11-20T08:00:00Z', course: COURSE.course }] },
    });
    await expect(getFavorites()).rejects.toBeInstanceOf(SchemaError);
  });

  it('adds with a POST of the kind and the trimmed slug, and answers the favourite', async () => {
    server.answer('/front/profile/favorites', { status: 201, body: { message: 'افزوده شد.', data: COURSE } });
    const answer = await addFavorite({ kind: 'course', slug: ' math-grade-10 ' });
    expect(answer.data).toMatchObject({ kind: 'course', slug: 'math-grade-10' });
    expect(server.requests[0]).toMatchObject({ method: 'POST', authorization: 'Bearer session-token' });
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ kind: 'course', slug: 'math-grade-10' });
  });

  it('removes with a DELETE of /{kind}/{slug}, the slug encoded', async () => {
    const path = `/front/profile/favorites/article/${encodeURIComponent('مقاله/یک')}`;
    server.answer(path, { status: 200, body: { message: 'برداشته شد.' } });
    expect(await removeFavorite({ kind: 'article', slug: 'مقاله/یک' })).toEqual({ message: 'برداشته شد.' });
    expect(server.requests).toEqual([{ method: 'DELETE', path, authorization: 'Bearer session-token' }]);
  });

  it('never sends a removal twice: a dropped connection fails once', async () => {
    server.answer('/front/profile/favorites/course/math-grade-10', 'destroy');
    await expect(removeFavorite({ kind: 'course', slug: 'math-grade-10' })).rejects.toThrow();
    expect(server.requests).toHaveLength(1);
  });

  it('turns an unknown slug into a NotFoundError', async () => {
    server.answer('/front/profile/favorites', { status: 404, body: { message: 'دوره پیدا نشد.' } });
    await expect(addFavorite({ kind: 'course', slug: 'nope' })).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('isFavorite', () => {
  it('finds a favourite by kind and slug, and never across kinds', () => {
    expect(isFavorite([COURSE, ARTICLE], 'course', 'math-grade-10')).toBe(true);
    expect(isFavorite([COURSE, ARTICLE], 'article', 'math-grade-10')).toBe(false);
    expect(isFavorite([COURSE], 'course', 'math-grade-11')).toBe(false);
    expect(isFavorite(undefined, 'course', 'math-grade-10')).toBe(false);
  });
});

describe('favoriteFailureMessage', () => {
  it('says in Persian what did not happen', () => {
    expect(favoriteFailureMessage(new ValidationError({ slug: 'x' }), true)).toBe(
      'افزودن به علاقه‌مندی‌ها انجام نشد؛ دوباره تلاش کنید.',
    );
    expect(favoriteFailureMessage(new Error('offline'), false)).toBe(
      'حذف از علاقه‌مندی‌ها انجام نشد؛ دوباره تلاش کنید.',
    );
  });

  it('stays quiet where the client already spoke (429, 500) or sent the student to login (401)', () => {
    expect(favoriteFailureMessage(new RateLimitError(), true)).toBeUndefined();
    expect(favoriteFailureMessage(new ServerError(null), true)).toBeUndefined();
    expect(favoriteFailureMessage(new UnauthorizedError(), false)).toBeUndefined();
  });
});
