import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPORT_CARD } from '../testing/profile-fixtures.ts';
import { announceSession, renderProfile, setUpTestApi } from '../testing/render-profile.tsx';

const { api } = setUpTestApi();
jest.setTimeout(20_000);

describe('ReportCard', () => {
  it('draws a chart per course and per quiz and gives the same figures as tables', async () => {
    announceSession(true);
    api().answer('/front/profile/report-card', { status: 200, body: { data: REPORT_CARD } });
    renderProfile('/profile/report-card');
    const courseChart = await screen.findByRole('img', { name: /^نمودار نمرهٔ دوره‌ها/ });
    expect(courseChart).toHaveAccessibleName(/ریاضی نهم: ۸۹٪، علوم نهم: ۷۵٪/);
    expect(screen.getAllByRole('img', { name: /^نمودار آزمون‌های/ })).toHaveLength(2);

    const courses = screen.getByRole('table', { name: 'جدول نمرهٔ دوره‌ها' });
    expect(within(courses).getAllByRole('row')).toHaveLength(3);
    expect(within(courses).getByRole('row', { name: /علوم نهم/ })).toHaveTextContent('۱۵ از ۲۰۷۵٪خیلی خوب');
    const quizzes = screen.getByRole('table', { name: 'جدول نمرهٔ آزمون‌ها' });
    expect(within(quizzes).getAllByRole('row')).toHaveLength(4);
    expect(within(quizzes).getByRole('row', { name: /مجموعه‌ها/ })).toHaveTextContent('۱۸٫۵ از ۲۰');
    // The average is on the scores' own scale.
    expect(screen.getByText('میانگین').nextElementSibling).toHaveTextContent('۱۷٫۲۵ از ۲۰');
  });

  it('shows the scores over time: the mean of each Persian month, as a chart and as a table', async () => {
    announceSession(true);
    api().answer('/front/profile/report-card', { status: 200, body: { data: REPORT_CARD } });
    renderProfile('/profile/report-card');
    const chart = await screen.findByRole('img', { name: /^نمودار میانگین نمره در هر ماه/ });
    // 18.5 in مهر; 16 and 15 in آبان.
    expect(chart).toHaveAccessibleName('نمودار میانگین نمره در هر ماه. مهر ۱۴۰۳: ۹۳٪، آبان ۱۴۰۳: ۷۸٪');
    const months = screen.getByRole('table', { name: 'جدول میانگین هر ماه' });
    expect(within(months).getAllByRole('row')).toHaveLength(3);
    expect(within(months).getByRole('row', { name: /آبان ۱۴۰۳/ })).toHaveTextContent('۲۱۵٫۵ از ۲۰');
  });

  it('prints the card alone: «چاپ کارنامه» opens the print dialog, and the page’s controls stay off paper', async () => {
    announceSession(true);
    api().answer('/front/profile/report-card', { status: 200, body: { data: REPORT_CARD } });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderProfile('/profile/report-card');
    const button = await screen.findByRole('button', { name: 'چاپ کارنامه' });
    await userEvent.click(button);
    expect(print).toHaveBeenCalledTimes(1);
    expect(button.closest('[data-print="hide"]')).not.toBeNull();
    expect(screen.getByRole('textbox', { name: 'پیوند اشتراک کارنامه' }).closest('[data-print="hide"]')).not.toBeNull();
    expect(screen.getByRole('table', { name: 'جدول نمرهٔ دوره‌ها' }).closest('[data-print="hide"]')).toBeNull();
    print.mockRestore();
  });

  it('lets a keyboard reach each table that scrolls sideways on a phone', async () => {
    announceSession(true);
    api().answer('/front/profile/report-card', { status: 200, body: { data: REPORT_CARD } });
    renderProfile('/profile/report-card');
    await screen.findByRole('table', { name: 'جدول نمرهٔ دوره‌ها' });
    for (const name of ['جدول نمرهٔ دوره‌ها', 'جدول نمرهٔ آزمون‌ها']) {
      const region = screen.getByRole('region', { name });
      expect(region).toHaveAttribute('tabindex', '0');
      expect(within(region).getByRole('table', { name })).toBeInTheDocument();
    }
  });

  it('offers the share link on this site and copies it', async () => {
    announceSession(true);
    api().answer('/front/profile/report-card', { status: 200, body: { data: REPORT_CARD } });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderProfile('/profile/report-card');
    const link = await screen.findByRole('textbox', { name: 'پیوند اشتراک کارنامه' });
    expect(link).toHaveValue(`http://localhost${REPORT_CARD.share_path}`);
    await userEvent.click(screen.getByRole('button', { name: 'کپی پیوند' }));
    expect(writeText).toHaveBeenCalledWith(`http://localhost${REPORT_CARD.share_path}`);
  });

  it('says what to do when there is no score yet', async () => {
    announceSession(true);
    api().answer('/front/profile/report-card', { status: 200, body: { data: { ...REPORT_CARD, courses: [] } } });
    renderProfile('/profile/report-card');
    expect(await screen.findByRole('heading', { name: 'هنوز نمره‌ای در کارنامه نیست' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /نمودار/ })).not.toBeInTheDocument();
    // No «۰ از ۲۰» before the first score.
    expect(screen.queryByText('میانگین')).not.toBeInTheDocument();
  });

  it('offers a retry when the card does not load', async () => {
    announceSession(true);
    api().answer('/front/profile/report-card', [
      { status: 503, body: {} },
      { status: 200, body: { data: REPORT_CARD } },
    ]);
    renderProfile('/profile/report-card');
    await userEvent.click(await screen.findByRole('button', { name: /تلاش دوباره|دوباره/ }));
    expect(await screen.findByRole('table', { name: 'جدول نمرهٔ دوره‌ها' })).toBeInTheDocument();
  });
});

describe('SharedReportCard', () => {
  it('shows the card to a visitor without a login, a token or the student menu', async () => {
    api().answer(`/front/profile/report-card/${REPORT_CARD.uuid}`, { status: 200, body: { data: REPORT_CARD } });
    renderProfile(`/profile/report-card/${REPORT_CARD.uuid}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'کارنامهٔ سارا محمدی' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'جدول نمرهٔ دوره‌ها' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'پیوند اشتراک کارنامه' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'بخش‌های نمایه' })).not.toBeInTheDocument();
    // The parent sees the same charts, the months included, and can print them.
    expect(screen.getByRole('img', { name: /^نمودار میانگین نمره در هر ماه/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'چاپ کارنامه' })).toBeInTheDocument();
    expect(api().requests.at(-1)).toMatchObject({ authorization: undefined });
  });

  it('an unknown link is the not-found page', async () => {
    // React reports the error the boundary catches; that is the expected path here.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api().answer('/front/profile/report-card/unknown', { status: 404, body: { message: 'کارنامه پیدا نشد.' } });
    renderProfile('/profile/report-card/unknown');
    expect(await screen.findByText('صفحه پیدا نشد (۴۰۴)')).toBeInTheDocument();
    quiet.mockRestore();
  });
});
