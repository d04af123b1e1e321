import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@shared/router';
import { withTestServer } from '@shared/api-client/testing';
import { LocationProbe, renderShell } from '../testing/render-shell.tsx';
import FaqPage from './FaqPage.tsx';
import StaticPage from './StaticPage.tsx';

const server = withTestServer();
beforeAll(() => {
  // The 404 page asks for suggestions; they are not what these tests look at.
  server.answer('/front/search', { status: 200, body: { data: { topics: [], contents: [], courses: [], posts: [] } } });
});

const about = {
  name: 'aboutus',
  title: 'درباره ما',
  summary: 'دانش‌سرا مؤسسه‌ای آموزشی است.',
  body: '<h2>ما که هستیم</h2><p>گروهی از دبیران.</p><img src="/x.png" onerror="window.hacked=1"><p><a href="/contactus">تماس با ما</a></p>',
  updated_at: '2024-09-01T08:00:00Z',
};

function renderAt(path: string, page = <StaticPage title="درباره ما" />) {
  return renderShell(
    <Routes>
      <Route path="/aboutus" element={page} />
      <Route path="/page/:slug" element={page} />
      <Route path="/faq-dyna" element={page} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route: path },
  );
}

describe('static pages', () => {
  it('shows the page with its body sanitised, and follows its own links inside the site', async () => {
    server.answer('/front/utils/get-page', { status: 200, body: { data: about } });
    renderAt('/aboutus');
    expect(await screen.findByRole('heading', { level: 1, name: 'درباره ما' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'ما که هستیم' })).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('۱۱ شهریور ۱۴۰۳')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'تماس با ما' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/contactus');
  });

  it('asks for /page/{slug} by its slug', async () => {
    // Only a request naming this slug gets this page: asked by any other name, the page would show another
    // title (the bare path's answer) or the 404 page.
    server.answer('/front/utils/get-page', { status: 200, body: { data: about } });
    server.answer('/front/utils/get-page?name=privacy', {
      status: 200,
      body: { data: { ...about, name: 'privacy', title: 'حریم خصوصی' } },
    });
    renderAt('/page/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'حریم خصوصی' })).toBeInTheDocument();
  });

  it('shows the 404 page for a page the API does not have', async () => {
    server.answer('/front/utils/get-page', { status: 404, body: { message: 'صفحه پیدا نشد.' } });
    renderAt('/page/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: 'صفحه پیدا نشد' })).toBeInTheDocument();
  });

  it('shows the questions as an accordion that opens and closes', async () => {
    server.answer('/front/utils/get-page', {
      status: 200,
      body: {
        data: {
          ...about,
          name: 'faq',
          title: 'پرسش‌های پرتکرار',
          body: '<p>پیش از تماس بخوانید.</p>',
          faqs: [
            { question: 'چطور ثبت‌نام کنم؟', answer: 'با شمارهٔ موبایل.' },
            { question: 'آیا درس‌ها رایگان است؟', answer: 'بیشتر آن‌ها.' },
          ],
        },
      },
    });
    renderAt('/faq-dyna', <FaqPage title="پرسش‌های پرتکرار" />);
    const questions = await screen.findByRole('region', { name: 'پرسش‌ها و پاسخ‌ها' });
    const first = within(questions).getByText('چطور ثبت‌نام کنم؟').closest('details')!;
    expect(first.open).toBe(false);
    await userEvent.click(within(questions).getByText('چطور ثبت‌نام کنم؟'));
    expect(first.open).toBe(true);
    expect(within(first).getByText('با شمارهٔ موبایل.')).toBeVisible();
  });

  it('lists the static pages at /page/static', () => {
    renderAt('/page/static');
    expect(screen.getByRole('heading', { level: 1, name: 'صفحه‌های سایت' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'حریم خصوصی' })).toHaveAttribute('href', '/privacy');
  });
});
