import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COURSE, feedbackPage, mastery, watch } from '../testing/learn-fixtures.ts';
import { announceSession, renderLearn, setUpTestApi } from '../testing/render-learn.tsx';

const { api, urls } = setUpTestApi();
jest.setTimeout(20_000);

beforeEach(() => {
  api().answer('/front/course/get-course-details', { status: 200, body: { data: COURSE } });
  api().answer('/front/feedback/list', { status: 200, body: feedbackPage() });
  api().answer('/front/course/user/get-user-course-mastery', { status: 200, body: { data: mastery(33) } });
  api().answer('/front/course/user/get-user-content-watch', {
    status: 200,
    body: { data: [watch(147, 24), watch(153, 6)] },
  });
});

const sidebar = () => screen.getByRole('complementary', { name: 'ستون کناری دوره' });
const bearerCalls = () => urls.filter((url) => url.includes('/front/course/user/'));

describe('CoursePage', () => {
  it('shows the course, its outline in the sidebar and its teacher, and titles the page', async () => {
    const view = renderLearn('/course/math-grade-7');
    expect(await screen.findByRole('heading', { level: 1, name: 'ریاضی هفتم' })).toBeInTheDocument();
    expect(view.pageTitle()).toBe('ریاضی هفتم');
    const outline = within(sidebar()).getByRole('navigation', { name: 'فصل‌های دوره' });
    expect(within(outline).getByRole('link', { name: /فصل ۲: عددهای صحیح/ })).toHaveAttribute(
      'href',
      '/course/sections/math-grade-7-chapter-2',
    );
    expect(within(outline).getByRole('link', { name: /آموزش عددهای صحیح/ })).toHaveAttribute(
      'href',
      '/course/content/math-grade-7/math-grade-7-2-1',
    );
    expect(screen.getByRole('region', { name: 'مدرس دوره' })).toHaveTextContent('پانزده سال سابقه');
    expect(screen.getByRole('link', { name: 'دوره‌های دیگر علی رضایی' })).toHaveAttribute('href', '/teacher/1');
    expect(screen.getByRole('link', { name: 'شروع یادگیری' })).toHaveAttribute(
      'href',
      '/course/content/math-grade-7/math-grade-7-1-1',
    );
    // The fixture's course has a price in the API, but every lesson plays free and nothing is sold.
    expect(screen.queryByText('هزینه')).not.toBeInTheDocument();
    expect(screen.queryByText(/تومان/)).not.toBeInTheDocument();
  });

  it('shares the course at its one address, from /learn/… too', async () => {
    renderLearn('/learn/math-grade-7?ref=x');
    await screen.findByRole('heading', { level: 1, name: 'ریاضی هفتم' });
    const telegram = new URL(
      screen.getByRole('link', { name: 'هم‌رسانی در تلگرام (در زبانهٔ تازه)' }).getAttribute('href')!,
    );
    expect(telegram.searchParams.get('url')).toBe(`${window.location.origin}/course/math-grade-7`);
    expect(screen.getByRole('link', { name: 'هم‌رسانی در واتس‌اپ (در زبانهٔ تازه)' })).toBeInTheDocument();
  });

  it('asks a guest to log in (coming back here) and never calls for their progress', async () => {
    renderLearn('/course/math-grade-7');
    await screen.findByRole('heading', { level: 1, name: 'ریاضی هفتم' });
    const logins = screen.getAllByRole('link', { name: 'ورود یا ثبت‌نام' });
    expect(logins.length).toBeGreaterThan(0);
    for (const link of logins) expect(link).toHaveAttribute('href', '/user/login?backUrl=%2Fcourse%2Fmath-grade-7');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(await screen.findByText('توضیح‌های استاد خیلی روان بود.')).toBeInTheDocument();
    expect(bearerCalls()).toEqual([]);
  });

  it('shows a logged-in student their mastery, ticks what they watched and leads on to the next video', async () => {
    announceSession(true);
    renderLearn('/course/math-grade-7');
    expect(await screen.findByRole('heading', { name: /میزان تسلط شما/ })).toHaveTextContent('۳۳٪');
    const outline = within(sidebar()).getByRole('navigation', { name: 'فصل‌های دوره' });
    await waitFor(() =>
      expect(within(outline).getByRole('link', { name: /آموزش راهبردهای حل مسئله/ })).toHaveTextContent('دیده‌شده'),
    );
    expect(within(outline).getByRole('link', { name: /آموزش عددهای صحیح/ })).toHaveTextContent('۲۵٪');
    expect(screen.getByRole('link', { name: 'ادامهٔ یادگیری' })).toHaveAttribute(
      'href',
      '/course/content/math-grade-7/math-grade-7-2-1',
    );
  });

  it('lets a logged-in student rate the course with five stars and shows the new summary', async () => {
    announceSession(true);
    api().answer('/front/feedback/storeRate', {
      status: 200,
      body: {
        message: 'امتیاز شما ثبت شد.',
        data: { average: 4.3, count: 3, distribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 } },
      },
    });
    renderLearn('/course/math-grade-7');
    expect(await screen.findByTestId('rating-count')).toHaveTextContent('۲ رأی');
    const stars = screen.getByRole('radiogroup', { name: 'امتیاز شما به این دوره' });
    expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    fireEvent.click(within(stars).getByRole('radio', { name: '۴ از ۵' }));
    fireEvent.click(screen.getByRole('button', { name: 'ثبت امتیاز' }));
    expect(await screen.findByText('امتیاز ۴ از ۵ برای شما ثبت شد.')).toBeInTheDocument();
    expect(screen.getByTestId('rating-count')).toHaveTextContent('۳ رأی');
    // The header counts the same votes as the ratings block.
    expect(screen.getByText(/\(۳\s+رأی\)/)).toBeInTheDocument();
  });

  it('shows the stars a student gave before, after a reload', async () => {
    announceSession(true);
    api().answer('/front/feedback/list', {
      status: 200,
      body: { ...feedbackPage(2), rating: { ...feedbackPage(2).rating, mine: 3 } },
    });
    renderLearn('/course/math-grade-7');
    const stars = await screen.findByRole('radiogroup', { name: 'امتیاز شما به این دوره' });
    await waitFor(() => expect(within(stars).getByRole('radio', { name: '۳ از ۵' })).toBeChecked());
    expect(screen.getByText('امتیاز پیشین شما ۳ از ۵ است.')).toBeInTheDocument();
  });

  it('checks a comment before sending it and shows the server’s own message', async () => {
    announceSession(true);
    api().answer('/front/feedback/store', {
      status: 422,
      body: { message: 'خطا', errors: { body: ['متن نظر نباید بیشتر از ۱۰۰۰ نویسه باشد.'] } },
    });
    renderLearn('/course/math-grade-7');
    const field = await screen.findByRole('textbox', { name: 'نظر شما دربارهٔ این دوره' });
    fireEvent.change(field, { target: { value: 'خوب' } });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت نظر' }));
    expect(await screen.findByText('متن نظر باید دست‌کم ۵ نویسه باشد.')).toBeInTheDocument();
    expect(urls.some((url) => url.includes('/feedback/store'))).toBe(false);
    fireEvent.change(field, { target: { value: 'درس‌ها خیلی خوب توضیح داده شده‌اند.' } });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت نظر' }));
    expect(await screen.findByText('متن نظر نباید بیشتر از ۱۰۰۰ نویسه باشد.')).toBeInTheDocument();
  });

  it('keeps a comment whose send met an ended session and shows it again when the student is back', async () => {
    announceSession(true);
    api().answer('/front/feedback/store', { status: 401, body: { message: 'Unauthenticated.' } });
    const first = renderLearn('/course/math-grade-7');
    const field = await screen.findByRole('textbox', { name: 'نظر شما دربارهٔ این دوره' });
    fireEvent.change(field, { target: { value: 'توضیح کسرها عالی بود.' } });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت نظر' }));
    await waitFor(() => expect(urls.some((url) => url.includes('/feedback/store'))).toBe(true));
    first.unmount();

    renderLearn('/course/math-grade-7');
    expect(await screen.findByRole('textbox', { name: 'نظر شما دربارهٔ این دوره' })).toHaveValue(
      'توضیح کسرها عالی بود.',
    );
    expect(screen.getByText(/سر جایش برگشت/)).toBeInTheDocument();
  });

  it('an unknown course is the not-found page', async () => {
    api().answer('/front/course/get-course-details', { status: 404, body: { message: 'دوره پیدا نشد.' } });
    renderLearn('/course/no-such-course');
    expect(await screen.findByText('صفحه پیدا نشد (۴۰۴)')).toBeInTheDocument();
  });
});
