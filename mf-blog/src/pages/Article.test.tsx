import { fireEvent, screen, within } from '@testing-library/react';
import { fullPost, SIDEBAR } from '../testing/blog-fixtures.ts';
import { renderBlog, setUpTestApi } from '../testing/render-blog.tsx';
import { hostileArticleBody } from '@shared/ui/safe-html/testing';

const { api, urls } = setUpTestApi();
jest.setTimeout(20_000);

const POST_PATH = '/front/blog/test-taking-strategy-two-pass';

beforeEach(() => {
  api().answer('/front/blog/sidebar', { status: 200, body: SIDEBAR });
  api().answer(POST_PATH, { status: 200, body: { data: fullPost() } });
});

/** React reports every error a boundary catches; the 404 tests expect one. */
const quietBoundary = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as { __xss?: unknown }).__xss;
});

describe('Article', () => {
  it('shows the title, author, Persian date, reading time, body, tags and related posts', async () => {
    const view = renderBlog('/articles/test-taking-strategy-two-pass');
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('روش دو مرحله‌ای در پاسخ دادن به آزمون‌های تستی');
    expect(view.pageTitle()).toBe('روش دو مرحله‌ای در پاسخ دادن به آزمون‌های تستی');

    // Related posts are cards, which are articles too; the post is the one with the h1.
    const article = title.closest('article')!;
    expect(within(article).getByText('مریم رضایی')).toBeInTheDocument();
    expect(within(article).getByText('۸ اسفند ۱۴۰۳')).toHaveAttribute('datetime', '2025-02-26T05:37:00.000Z');
    expect(within(article).getByText('۵ دقیقه مطالعه')).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 2, name: 'دور اول' })).toBeInTheDocument();
    expect(within(article).getByRole('region', { name: 'جدول: برنامه' })).toHaveAttribute('tabindex', '0');
    expect(within(article).getByRole('link', { name: 'راهنما' })).toHaveAttribute('rel', 'noopener noreferrer');

    const tags = screen.getByRole('navigation', { name: 'برچسب‌های مقاله' });
    expect(within(tags).getByRole('link', { name: /کنکور/ })).toHaveAttribute('href', '/articles/tag/konkur');

    const related = screen.getByRole('region', { name: 'مقاله‌های مرتبط' });
    expect(within(related).getByRole('link', { name: 'تحلیل آزمون آزمایشی' })).toHaveAttribute(
      'href',
      '/articles/post-2',
    );

    // The page hands the layout its trail from an effect, which may run after the heading is drawn.
    const crumbs = await screen.findByRole('navigation', { name: 'مسیر صفحه' });
    expect(within(crumbs).getByRole('link', { name: 'کنکور و آزمون‌ها' })).toHaveAttribute(
      'href',
      '/articles/category/exams',
    );
  });

  it('shows the same article under the alias /article/show/{slug}', async () => {
    renderBlog('/article/show/test-taking-strategy-two-pass');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('روش دو مرحله‌ای');
    expect(urls.some((url) => url.endsWith(POST_PATH))).toBe(true);
  });

  it('renders a hostile body with nothing that could run', async () => {
    api().answer(POST_PATH, { status: 200, body: { data: fullPost({ body: hostileArticleBody() }) } });
    renderBlog('/articles/test-taking-strategy-two-pass');
    const article = (await screen.findByRole('heading', { level: 1 })).closest('article')!;
    expect(within(article).getByText('script element')).toBeInTheDocument();
    expect(
      article.querySelector('script, iframe, object, embed, form, input, button, style, base, meta, svg, math'),
    ).toBeNull();
    for (const element of Array.from(article.querySelectorAll('*'))) {
      expect(element.getAttributeNames().filter((name) => name.startsWith('on'))).toEqual([]);
    }
    expect(article.querySelector('[href^="javascript" i], [src^="javascript" i], [href^="data" i]')).toBeNull();
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('follows a link of the site inside the body without reloading the page', async () => {
    const view = renderBlog('/articles/test-taking-strategy-two-pass');
    const link = await screen.findByRole('link', { name: 'آزمون‌های آنلاین سایت' });
    fireEvent.click(link);
    expect(view.location()).toBe('/quiz');
  });

  it('shows the not-found page for an unknown article', async () => {
    quietBoundary();
    api().answer('/front/blog/no-such-post', { status: 404, body: { message: 'مقاله پیدا نشد.' } });
    renderBlog('/articles/no-such-post');
    expect(await screen.findByText('صفحه پیدا نشد (۴۰۴)')).toBeInTheDocument();
  });

  it('shows the not-found page for a blank slug without asking the API (required parameter)', async () => {
    quietBoundary();
    renderBlog('/articles/%20');
    expect(await screen.findByText('صفحه پیدا نشد (۴۰۴)')).toBeInTheDocument();
    expect(urls.filter((url) => url.includes('/front/blog/') && !url.endsWith('/sidebar'))).toEqual([]);
  });

  it('offers a retry when the article fails to load', async () => {
    api().answer(POST_PATH, [{ status: 503 }, { status: 200, body: { data: fullPost() } }]);
    renderBlog('/articles/test-taking-strategy-two-pass');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'مقاله بارگذاری نشد' })).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('heading', { level: 1, name: /روش دو مرحله‌ای/ })).toBeInTheDocument();
  });
});
