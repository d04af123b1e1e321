import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BLOG_INDEX, CATEGORIES, postCard, postPage, SIDEBAR } from '../testing/blog-fixtures.ts';
import { renderBlog, setUpTestApi } from '../testing/render-blog.tsx';

const { api, urls } = setUpTestApi();
// Whole pages with the sidebar: role queries over them take a while in jsdom.
jest.setTimeout(20_000);

beforeEach(() => {
  api().answer('/front/blog/sidebar', { status: 200, body: SIDEBAR });
  api().answer('/front/blog/index', { status: 200, body: BLOG_INDEX });
  api().answer('/front/blog/categories', { status: 200, body: { data: CATEGORIES } });
});

const blogListUrls = () => urls.filter((url) => /\/front\/blog(\?|$)/.test(url));
/** The query of the last post-list request. */
const lastListQuery = () => new URL(blogListUrls().at(-1) ?? 'http://none/').searchParams;

describe('ArticleList', () => {
  it('/articles shows the featured and latest posts, the categories and the sidebar', async () => {
    renderBlog('/articles');
    expect(screen.getByRole('heading', { level: 1, name: 'مقاله‌ها' })).toBeInTheDocument();
    const featured = await screen.findByRole('region', { name: 'برگزیده‌ها' });
    expect(within(featured).getByRole('link', { name: 'مقالهٔ برگزیده' })).toHaveAttribute('href', '/articles/post-20');
    const latest = screen.getByRole('region', { name: 'تازه‌ترین مقاله‌ها' });
    expect(within(latest).getAllByRole('listitem')).toHaveLength(2);
    // Author, Persian date and reading time on every card.
    expect(within(latest).getAllByText('مریم رضایی')).toHaveLength(2);
    expect(within(latest).getAllByText('۸ اسفند ۱۴۰۳')[0]?.closest('time')).toHaveAttribute(
      'datetime',
      '2025-02-26T05:37:00.000Z',
    );
    expect(within(latest).getAllByText('۵ دقیقه مطالعه')).toHaveLength(2);
    const chips = screen.getByRole('navigation', { name: 'دسته‌بندی مقاله‌ها' });
    expect(within(chips).getByRole('link', { name: /ریاضی/ })).toHaveAttribute(
      'href',
      '/articles/category/mathematics',
    );

    const sidebar = screen.getByRole('complementary');
    expect(await within(sidebar).findByRole('link', { name: 'تکنیک پومودورو' })).toHaveAttribute(
      'href',
      '/articles/post-10',
    );
    expect(within(sidebar).getByText('۲۶٬۰۰۰ بازدید', { exact: false })).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: /برنامه‌ریزی/ })).toHaveAttribute(
      'href',
      '/articles/tag/planning',
    );
  });

  it('a category lists its posts, titles the page with its name and pages through them', async () => {
    const category = CATEGORIES[3]!;
    api().answer('/front/blog', {
      status: 200,
      body: postPage([postCard(30), postCard(31)], { last_page: 3, total: 26, current_page: 2 }, { category }),
    });
    const view = renderBlog('/articles/category/mathematics?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'ریاضی' })).toBeInTheDocument();
    expect(view.pageTitle()).toBe('مقاله‌های ریاضی');
    expect(lastListQuery().get('category_slug')).toBe('mathematics');
    expect(lastListQuery().get('page')).toBe('2');
    const crumbs = await screen.findByRole('navigation', { name: 'مسیر صفحه' });
    expect(within(crumbs).getByRole('link', { name: 'علوم پایه' })).toHaveAttribute(
      'href',
      '/articles/category/science',
    );
    const pages = screen.getByRole('navigation', { name: 'صفحه‌بندی' });
    expect(within(pages).getByRole('link', { name: 'صفحهٔ ۳' })).toHaveAttribute(
      'href',
      '/articles/category/mathematics?page=3',
    );
    expect(within(pages).getByRole('link', { name: 'صفحهٔ ۱' })).toHaveAttribute(
      'href',
      '/articles/category/mathematics',
    );
    expect(screen.getByText(/۲۶ مقاله/)).toBeInTheDocument();
  });

  it('a tag titles the page with the tag', async () => {
    api().answer('/front/blog', {
      status: 200,
      body: postPage([postCard(40)], {}, { tag: { name: 'کنکور', slug: 'konkur', posts_count: 1 } }),
    });
    const view = renderBlog('/articles/tag/konkur');
    expect(await screen.findByRole('heading', { level: 1, name: 'برچسب: کنکور' })).toBeInTheDocument();
    expect(view.pageTitle()).toBe('برچسب کنکور');
    expect(lastListQuery().get('tag')).toBe('konkur');
  });

  it('featured asks for featured posts only', async () => {
    api().answer('/front/blog', { status: 200, body: postPage([postCard(50, { is_featured: true })]) });
    renderBlog('/articles/featured');
    expect(await screen.findByRole('link', { name: 'مقالهٔ شمارهٔ ۵۰' })).toBeInTheDocument();
    expect(lastListQuery().get('featured')).toBe('1');
  });

  it('a search with no result says so, with the query from the address in the field', async () => {
    api().answer('/front/blog', { status: 200, body: postPage([]) });
    const view = renderBlog('/articles/search?search=زرافه‌های آبی');
    expect(
      await screen.findByRole('heading', { name: /مقاله‌ای برای «\s?زرافه‌های آبی\s?» پیدا نشد/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'جست‌وجو در مقاله‌ها' })).toHaveValue('زرافه‌های آبی');
    expect(lastListQuery().get('search')).toBe('زرافه‌های آبی');
    expect(view.pageTitle()).toBe('جست‌وجوی «زرافه‌های آبی»');
  });

  it('a search without words asks for some and sends nothing', async () => {
    renderBlog('/articles/search');
    expect(screen.getByRole('heading', { name: 'دنبال چه مطلبی هستید؟' })).toBeInTheDocument();
    await screen.findAllByRole('link', { name: 'تکنیک پومودورو' });
    expect(blogListUrls()).toEqual([]);
  });

  it('the search form puts the query in the address', async () => {
    api().answer('/front/blog', { status: 200, body: postPage([postCard(60)]) });
    const view = renderBlog('/articles');
    fireEvent.change(screen.getByRole('searchbox', { name: 'جست‌وجو در مقاله‌ها' }), {
      target: { value: '  كنكور ۱۴۰۴ ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'جست‌وجو' }));
    // Arabic letters and Persian digits are normalised, spaces trimmed.
    expect(view.location()).toBe(`/articles/search?search=${encodeURIComponent('کنکور 1404').replace(/%20/g, '+')}`);
    expect(await screen.findByRole('link', { name: 'مقالهٔ شمارهٔ ۶۰' })).toBeInTheDocument();
  });

  it('an unknown category shows the not-found page', async () => {
    // React reports the error the boundary catches; this test expects it.
    const report = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api().answer('/front/blog', { status: 404, body: { message: 'دسته‌بندی پیدا نشد.' } });
    renderBlog('/articles/category/no-such-thing');
    expect(await screen.findByText('صفحه پیدا نشد (۴۰۴)')).toBeInTheDocument();
    report.mockRestore();
  });

  it('a failed list offers a retry that works', async () => {
    api().answer('/front/blog', [
      { status: 503, body: { message: 'down' } },
      { status: 200, body: postPage([postCard(70)]) },
    ]);
    renderBlog('/articles/latest');
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('link', { name: 'مقالهٔ شمارهٔ ۷۰' })).toBeInTheDocument();
  });

  it('a page past the end links back to the first page', async () => {
    api().answer('/front/blog', { status: 200, body: postPage([], { current_page: 9, last_page: 2, total: 20 }) });
    renderBlog('/articles/latest?page=9');
    expect(await screen.findByRole('heading', { name: 'این صفحه خالی است' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'رفتن به صفحهٔ اول' })).toHaveAttribute('href', '/articles/latest');
  });

  it('/articles/category lists every category with its sub-categories', async () => {
    renderBlog('/articles/category');
    expect(screen.getByRole('heading', { level: 1, name: 'دسته‌بندی مقاله‌ها' })).toBeInTheDocument();
    const science = await screen.findByRole('heading', { level: 2, name: 'علوم پایه' });
    const branch = science.closest('li')!;
    expect(within(branch).getByRole('link', { name: 'ریاضی' })).toHaveAttribute(
      'href',
      '/articles/category/mathematics',
    );
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(3));
  });
});
