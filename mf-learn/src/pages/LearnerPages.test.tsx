import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CERTIFICATE, mastery, profileCourse } from '../testing/learn-fixtures.ts';
import { announceSession, renderLearn, setUpTestApi } from '../testing/render-learn.tsx';

const { api, urls } = setUpTestApi();
jest.setTimeout(20_000);

describe('MyCourses', () => {
  it('lists the student’s courses with their progress', async () => {
    announceSession(true);
    api().answer('/front/profile/courses', {
      status: 200,
      body: { data: [profileCourse(1, 75), profileCourse(7, 0)] },
    });
    renderLearn('/course/my-courses');
    expect(screen.getByRole('heading', { level: 1, name: 'دوره‌های من' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'دورهٔ من ۱' })).toHaveAttribute('href', '/course/my-course-1');
    expect(screen.getByRole('progressbar', { name: 'پیشرفت در دورهٔ من ۱' })).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByText('هنوز شروع نکرده‌اید')).toBeInTheDocument();
  });

  it('says what to do when the student has no course yet', async () => {
    announceSession(true);
    api().answer('/front/profile/courses', { status: 200, body: { data: [] } });
    renderLearn('/course/my-courses');
    expect(await screen.findByRole('heading', { name: 'هنوز در دوره‌ای شرکت نکرده‌اید' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'دیدن دوره‌ها' })).toHaveAttribute('href', '/learn');
  });
});

describe('Certificates', () => {
  it('explains certificates to a guest and offers login coming back here', async () => {
    renderLearn('/certificates');
    expect(screen.getByText(/تسلط ۱۰۰٪/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ورود یا ثبت‌نام' })).toHaveAttribute(
      'href',
      '/user/login?backUrl=%2Fcertificates',
    );
    expect(urls).toEqual([]);
  });

  it('lists each certificate with its date, its number and its page, and the other courses on the way', async () => {
    announceSession(true);
    api().answer('/front/profile/certificates', { status: 200, body: { data: [CERTIFICATE] } });
    api().answer('/front/profile/courses', {
      status: 200,
      body: { data: [profileCourse(1, 40), profileCourse(6, 100, { slug: CERTIFICATE.course.slug })] },
    });
    api().answer('/front/course/user/get-user-course-mastery', [
      { status: 200, body: { data: mastery(40, { course_slug: 'my-course-1' }) } },
      { status: 200, body: { data: mastery(100, { course_slug: CERTIFICATE.course.slug }) } },
    ]);
    renderLearn('/certificates');
    const certificates = await screen.findByRole('region', { name: 'گواهی‌نامه‌های شما' });
    const [card, ...others] = within(certificates).getAllByRole('article');
    expect(others).toHaveLength(0);
    expect(card).toHaveAccessibleName('گواهی پایان دورهٔ ریاضی هشتم');
    expect(card).toHaveTextContent('سارا محمدی این دوره را با تسلط کامل');
    expect(card).toHaveTextContent('تاریخ صدور۱۲ آبان ۱۴۰۳');
    expect(card).toHaveTextContent(`شمارهٔ گواهی${CERTIFICATE.number}`);
    expect(within(card!).getByRole('link', { name: 'نمایش و چاپ گواهی' })).toHaveAttribute(
      'href',
      `/certificates/${CERTIFICATE.number}`,
    );
    // The course with its certificate is not also «on the way».
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
  });

  it('a certificate’s own page shows it to anyone with its number and prints it', async () => {
    api().answer(`/front/certificates/${CERTIFICATE.number}`, { status: 200, body: { data: CERTIFICATE } });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderLearn(`/certificates/${CERTIFICATE.number}`);
    const card = await screen.findByRole('article', { name: 'گواهی پایان دورهٔ ریاضی هشتم' });
    expect(card).toHaveTextContent(CERTIFICATE.number);
    await userEvent.click(screen.getByRole('button', { name: 'چاپ گواهی' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('shows how far each course is when none is complete', async () => {
    announceSession(true);
    api().answer('/front/profile/certificates', { status: 200, body: { data: [] } });
    api().answer('/front/profile/courses', { status: 200, body: { data: [profileCourse(2, 30)] } });
    api().answer('/front/course/user/get-user-course-mastery', {
      status: 200,
      body: { data: mastery(55, { course_slug: 'my-course-2' }) },
    });
    renderLearn('/certificates');
    expect(await screen.findByRole('heading', { name: 'هنوز گواهی‌نامه‌ای نگرفته‌اید' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'تسلط بر دورهٔ من ۲' })).toHaveAttribute('aria-valuenow', '55');
  });
});
