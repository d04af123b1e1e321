import { screen, within } from '@testing-library/react';
import { FINISHED_RUN, profileCourse, REPORT_CARD } from '../testing/profile-fixtures.ts';
import { announceSession, renderProfile, setUpTestApi } from '../testing/render-profile.tsx';

const { api } = setUpTestApi();
const QUIZ_RUNS = '/front/profile/quiz-runs';
jest.setTimeout(20_000);

const favorite = (id: number) => ({
  course: {
    id,
    title: `دورهٔ ذخیره‌شده ${id.toLocaleString('fa-IR')}`,
    slug: `saved-${id}`,
    description: 'دوره',
    grade: { name: 'دهم', slug: 'grade-10' },
    branch: null,
    teacher: { id: 1, name: 'علی رضایی', avatar: '/api/dev-media/teacher/ali.svg', expertise: 'دبیر' },
    image_styles: { styles: { thumbnail: '/t.svg', medium: '/m.svg', large: '/l.svg' } },
    price: 0,
    duration_seconds: 3600,
    rating: { average: 4.5, count: 10 },
    students_count: 100,
    sections_count: 3,
    contents_count: 12,
  },
  saved_at: '2024-11-18T18:30:00Z',
});

describe('TestArchive', () => {
  it('lists every quiz taken, newest first, with course and score', async () => {
    announceSession(true);
    api().answer('/front/profile/report-card', { status: 200, body: { data: REPORT_CARD } });
    api().answer(QUIZ_RUNS, { status: 200, body: { data: [] } });
    renderProfile('/profile/test-archive');
    const items = within(await screen.findByRole('list', { name: 'آزمون‌های داده‌شده' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('آزمون فصل اول؛ مواد');
    expect(items[0]).toHaveTextContent('۱۵ از ۲۰');
    expect(within(items[0]!).getByRole('link', { name: 'علوم نهم' })).toHaveAttribute(
      'href',
      '/course/science-grade-9',
    );
  });

  it('lists each finished quiz run among them, opening its result, even with no report-card quiz', async () => {
    announceSession(true);
    api().answer('/front/profile/report-card', { status: 200, body: { data: { ...REPORT_CARD, courses: [] } } });
    api().answer(QUIZ_RUNS, { status: 200, body: { data: [FINISHED_RUN] } });
    renderProfile('/profile/test-archive');
    const items = within(await screen.findByRole('list', { name: 'آزمون‌های داده‌شده' })).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(within(items[0]!).getByRole('link', { name: 'آزمون زبان انگلیسی نهم: دستور زبان' })).toHaveAttribute(
      'href',
      '/quiz/run/QZ1009/result/7',
    );
    expect(items[0]).toHaveTextContent('۸ از ۱۱');
  });

  it('says what to do before the first quiz', async () => {
    announceSession(true);
    api().answer('/front/profile/report-card', { status: 200, body: { data: { ...REPORT_CARD, courses: [] } } });
    api().answer(QUIZ_RUNS, { status: 200, body: { data: [] } });
    renderProfile('/profile/test-archive');
    expect(await screen.findByRole('heading', { name: 'هنوز آزمونی نداده‌اید' })).toBeInTheDocument();
  });
});

describe('EventArchive', () => {
  it('mixes quizzes taken and courses studied by date', async () => {
    announceSession(true);
    api().answer('/front/profile/report-card', { status: 200, body: { data: REPORT_CARD } });
    api().answer(QUIZ_RUNS, { status: 200, body: { data: [FINISHED_RUN] } });
    api().answer('/front/profile/courses', {
      status: 200,
      body: { data: [profileCourse(5, 40), profileCourse(6, 0)] },
    });
    renderProfile('/profile/event-archive');
    const items = within(await screen.findByRole('list', { name: 'رویدادها' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.slice(0, 12))).toEqual([
      'آزمون دادید:',
      'آزمون دادید:',
      'درس خواندید:',
      'آزمون دادید:',
      'آزمون دادید:',
    ]);
  });
});

describe('Favorites', () => {
  it('shows the saved courses with the date they were saved', async () => {
    announceSession(true);
    api().answer('/front/profile/favorites', { status: 200, body: { data: [favorite(1), favorite(2)] } });
    renderProfile('/profile/favorites');
    expect(await screen.findByRole('link', { name: 'دورهٔ ذخیره‌شده ۱' })).toHaveAttribute('href', '/course/saved-1');
    expect(screen.getAllByText(/^ذخیره در /)).toHaveLength(2);
  });

  it('says how to use it when empty', async () => {
    announceSession(true);
    api().answer('/front/profile/favorites', { status: 200, body: { data: [] } });
    renderProfile('/profile/favorites');
    expect(await screen.findByRole('heading', { name: 'هنوز چیزی به علاقه‌مندی‌ها نیفزوده‌اید' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'دیدن دوره‌ها' })).toHaveAttribute('href', '/learn');
  });
});
