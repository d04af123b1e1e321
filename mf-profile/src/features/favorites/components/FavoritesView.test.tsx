import type { Favorite } from '@shared/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { announceSession, recordBus, renderProfile, setUpTestApi } from '../../../testing/render-profile.tsx';

const { api } = setUpTestApi();
const snackbars = recordBus('platform:snackbar:requested');
jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

const LIST = '/front/profile/favorites';
const styles = { styles: { thumbnail: '/t.svg', medium: '/m.svg', large: '/l.svg' } };

const course = (id: number): Favorite => ({
  kind: 'course',
  slug: `saved-${id}`,
  saved_at: '2024-11-18T18:30:00Z',
  course: {
    id,
    title: `دورهٔ ذخیره‌شده ${id.toLocaleString('fa-IR')}`,
    slug: `saved-${id}`,
    description: 'دوره',
    grade: { name: 'دهم', slug: 'grade-10' },
    branch: null,
    teacher: { id: 1, name: 'علی رضایی', avatar: '/api/dev-media/teacher/ali.svg', expertise: 'دبیر' },
    image_styles: styles,
    price: 0,
    duration_seconds: 3600,
    rating: { average: 4.5, count: 10 },
    students_count: 100,
    sections_count: 3,
    contents_count: 12,
  },
});

const article = (slug: string, title: string): Favorite => ({
  kind: 'article',
  slug,
  saved_at: '2024-11-20T08:00:00Z',
  article: {
    id: 7,
    title,
    slug,
    excerpt: 'چطور هفته را بچینیم',
    picture_styles: styles,
    author: { name: 'مریم رضایی', avatar: '/m.svg' },
    published_at: '2024-10-01T05:00:00Z',
    reading_minutes: 5,
    views_count: 1200,
    is_featured: false,
    category: { id: 2, name: 'مهارت‌های مطالعه', slug: 'study-skills' },
  },
});

const ARTICLE = article('weekly-study-timetable', 'برنامهٔ هفتگی درس خواندن');
const list = () => screen.findByRole('list', { name: 'علاقه‌مندی‌های شما' });
const removeButton = (title: string) => screen.getByRole('button', { name: `حذف از علاقه‌مندی‌ها: ${title}` });

describe('Favorites', () => {
  it('lists courses and articles, each card leading to its page, with the date it was saved', async () => {
    announceSession(true);
    api().answer(LIST, { status: 200, body: { data: [ARTICLE, course(1)] } });
    renderProfile('/profile/favorites');
    const [first, second] = within(await list()).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'برنامهٔ هفتگی درس خواندن' })).toHaveAttribute(
      'href',
      '/articles/weekly-study-timetable',
    );
    expect(first).toHaveTextContent('مقاله، مهارت‌های مطالعه');
    expect(within(second!).getByRole('link', { name: 'دورهٔ ذخیره‌شده ۱' })).toHaveAttribute('href', '/course/saved-1');
    expect(second).toHaveTextContent('دوره، علی رضایی، پایهٔ دهم');
    expect(screen.getAllByText(/^ذخیره در /)).toHaveLength(2);
  });

  it('says what to do when empty, with a way to courses and to articles', async () => {
    announceSession(true);
    api().answer(LIST, { status: 200, body: { data: [] } });
    renderProfile('/profile/favorites');
    expect(await screen.findByRole('heading', { name: 'هنوز چیزی را نشان نکرده‌اید' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'دیدن دوره‌ها' })).toHaveAttribute('href', '/learn');
    expect(screen.getByRole('link', { name: 'دیدن مقاله‌ها' })).toHaveAttribute('href', '/articles');
  });

  it('offers a retry when the list does not load, and shows it once it does', async () => {
    announceSession(true);
    api().answer(LIST, [{ status: 503 }, { status: 200, body: { data: [course(1)] } }]);
    renderProfile('/profile/favorites');
    expect(await screen.findByRole('heading', { name: 'علاقه‌مندی‌ها بارگذاری نشد' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('link', { name: 'دورهٔ ذخیره‌شده ۱' })).toBeInTheDocument();
  });

  it('removes a card at once, moves focus to the next card’s button and says so', async () => {
    announceSession(true);
    api().answer(LIST, [
      { status: 200, body: { data: [ARTICLE, course(1)] } },
      { status: 200, body: { data: [course(1)] } },
    ]);
    api().answer('/front/profile/favorites/article/weekly-study-timetable', {
      status: 200,
      body: { message: 'مقاله از علاقه‌مندی‌ها برداشته شد.' },
    });
    // The removal is held on its way until the card has gone: the page does not wait for the server.
    const realFetch = globalThis.fetch;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (input instanceof Request && input.method === 'DELETE') await held;
      return realFetch(input, init);
    });
    renderProfile('/profile/favorites');
    await list();
    fireEvent.click(removeButton('برنامهٔ هفتگی درس خواندن'));
    await waitFor(() => expect(removeButton('دورهٔ ذخیره‌شده ۱')).toHaveFocus());
    expect(screen.queryByRole('link', { name: 'برنامهٔ هفتگی درس خواندن' })).not.toBeInTheDocument();
    expect(api().requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
    release();
    await waitFor(() =>
      expect(snackbars).toEqual([
        { type: 'success', message: '«برنامهٔ هفتگی درس خواندن» از علاقه‌مندی‌ها برداشته شد.' },
      ]),
    );
    expect(api().requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('puts a card back where it was, and says so, when the server does not remove it', async () => {
    announceSession(true);
    const middle = article('exam-night', 'شب امتحان');
    api().answer(LIST, { status: 200, body: { data: [ARTICLE, middle, course(1)] } });
    api().answer('/front/profile/favorites/article/exam-night', { status: 503 });
    renderProfile('/profile/favorites');
    await list();
    fireEvent.click(removeButton('شب امتحان'));
    await waitFor(() =>
      expect(snackbars).toContainEqual({ type: 'error', message: 'حذف از علاقه‌مندی‌ها انجام نشد؛ دوباره تلاش کنید.' }),
    );
    const items = within(await list()).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'برنامهٔ هفتگی درس خواندن',
      'شب امتحان',
      'دورهٔ ذخیره‌شده ۱',
    ]);
  });

  it('moves focus to the page’s first link when the last card goes', async () => {
    announceSession(true);
    api().answer(LIST, [
      { status: 200, body: { data: [ARTICLE] } },
      { status: 200, body: { data: [] } },
    ]);
    api().answer('/front/profile/favorites/article/weekly-study-timetable', { status: 200, body: { message: 'ok' } });
    renderProfile('/profile/favorites');
    await list();
    fireEvent.click(removeButton('برنامهٔ هفتگی درس خواندن'));
    expect(await screen.findByRole('link', { name: 'دیدن دوره‌ها' })).toHaveFocus();
  });
});
