import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profileCourse, REPORT_CARD } from '../testing/profile-fixtures.ts';
import { announceSession, renderProfile, setUpTestApi, setViewportWidth } from '../testing/render-profile.tsx';

const { api } = setUpTestApi();
jest.setTimeout(20_000);

function serve() {
  api().answer('/front/profile/courses', { status: 200, body: { data: [profileCourse(1, 75), profileCourse(2, 0)] } });
  api().answer('/front/profile/report-card', { status: 200, body: { data: REPORT_CARD } });
  api().answer('/front/profile/quiz-runs', { status: 200, body: { data: [] } });
}

describe('the profile menu', () => {
  it('fills the layout’s sidebar with every profile page and marks the one open', async () => {
    announceSession(true);
    serve();
    renderProfile('/profile/courses');
    const sidebar = screen.getByRole('complementary', { name: 'ستون کناری نمایه' });
    const menu = within(sidebar).getByRole('navigation', { name: 'بخش‌های نمایه' });
    expect(within(menu).getAllByRole('link')).toHaveLength(8);
    expect(within(menu).getByRole('link', { name: 'دوره‌های من' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'پیشخوان' })).not.toHaveAttribute('aria-current');
    expect(within(sidebar).getByText('سارا محمدی')).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'پیشرفت در دورهٔ من ۱' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
  });

  it('folds behind one button on a phone, naming the page open', async () => {
    setViewportWidth(390);
    announceSession(true);
    serve();
    renderProfile('/profile/report-card');
    const toggle = screen.getByRole('button', { name: /^منوی نمایه/ });
    expect(toggle).toHaveTextContent(/^منوی نمایه، کارنامه\W/);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'بخش‌های نمایه' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'بخش‌های نمایه' });
    await userEvent.click(within(menu).getByRole('link', { name: 'بایگانی آزمون‌ها' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'بایگانی آزمون‌ها' })).toBeInTheDocument();
    // The new page brings its own folded menu.
    const folded = screen.getByRole('button', { name: /^منوی نمایه/ });
    expect(folded).toHaveTextContent(/^منوی نمایه، بایگانی آزمون‌ها\W/);
    expect(folded).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Dashboard', () => {
  it('shows the student, their courses, their latest results and a way into each section', async () => {
    announceSession(true);
    serve();
    renderProfile('/profile');
    expect(screen.getByRole('heading', { level: 1, name: 'پیشخوان' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'دورهٔ من ۱' })).toHaveAttribute('href', '/course/my-course-1');
    const results = await screen.findByRole('list', { name: 'آخرین نتیجه‌ها' });
    expect(within(results).getAllByRole('listitem')[0]).toHaveTextContent('آزمون فصل اول؛ مواد');
    const sections = screen.getByRole('region', { name: 'بخش‌های نمایه' });
    expect(within(sections).getAllByRole('link')).toHaveLength(7);
  });

  it('a failed load offers a retry instead of an empty page', async () => {
    announceSession(true);
    api().answer('/front/profile/courses', { status: 503, body: {} });
    api().answer('/front/profile/report-card', { status: 200, body: { data: REPORT_CARD } });
    renderProfile('/profile/courses');
    expect(await screen.findByRole('heading', { name: 'دوره‌های شما بارگذاری نشد' })).toBeInTheDocument();
  });
});
