import { screen, within } from '@testing-library/react';
import { FINISHED_RUN, profileCourse, REPORT_CARD } from '../testing/profile-fixtures.ts';
import { announceSession, renderProfile, setUpTestApi } from '../testing/render-profile.tsx';

const { api } = setUpTestApi();
const QUIZ_RUNS = '/front/profile/quiz-runs';
jest.setTimeout(20_000);

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
    // The run's percentage as the quiz area writes it: one decimal, never rounded to a whole number.
    expect(items[0]).toHaveTextContent('(۷۲٫۷٪)');
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
    expect(items[0]).toHaveTextContent('نمره ۷۲٫۷٪');
  });
});
