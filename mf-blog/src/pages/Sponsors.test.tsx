import { screen, within } from '@testing-library/react';
import { fullSponsor, sponsorCard } from '../testing/blog-fixtures.ts';
import { renderBlog, setUpTestApi } from '../testing/render-blog.tsx';

const { api, urls } = setUpTestApi();
jest.setTimeout(20_000);

const featured = [sponsorCard(1, { name: 'بنیاد علمی فرزانگان', slug: 'farzanegan-foundation', is_featured: true })];
const everyone = Array.from({ length: 6 }, (_, index) => sponsorCard(index + 1));

describe('Sponsors', () => {
  it('shows the featured sponsors first, then every sponsor a page at a time', async () => {
    api().answer('/front/sponsor/featured', { status: 200, body: { data: featured } });
    api().answer('/front/sponsor', {
      status: 200,
      body: { data: everyone, meta: { current_page: 1, last_page: 2, per_page: 6, total: 9 } },
    });
    renderBlog('/landing/sponsors');
    expect(screen.getByRole('heading', { level: 1, name: 'حامیان' })).toBeInTheDocument();
    const first = await screen.findByRole('region', { name: 'حامیان ویژه' });
    expect(await within(first).findByRole('link', { name: 'بنیاد علمی فرزانگان' })).toHaveAttribute(
      'href',
      '/landing/sponsors/farzanegan-foundation',
    );
    const all = screen.getByRole('region', { name: 'همهٔ حامیان' });
    expect(await within(all).findAllByText('حامی طلایی')).toHaveLength(6);
    expect(within(all).getByRole('link', { name: 'صفحهٔ ۲' })).toHaveAttribute('href', '/landing/sponsors?page=2');
    // The featured strip comes before the full list.
    expect(first.compareDocumentPosition(all) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('asks for the page in the address and leaves the featured strip to the first page', async () => {
    api().answer('/front/sponsor', {
      status: 200,
      body: { data: everyone.slice(0, 3), meta: { current_page: 2, last_page: 2, per_page: 6, total: 9 } },
    });
    renderBlog('/landing/sponsors?page=۲');
    expect(await screen.findByRole('link', { name: 'حامی ۱' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'حامیان ویژه' })).toBeNull();
    expect(urls.find((url) => url.includes('/front/sponsor?'))).toContain('page=2');
  });
});

describe('Sponsor', () => {
  it('shows the sponsor with its description made safe and what it supports', async () => {
    api().answer('/front/sponsor/show', { status: 200, body: { data: fullSponsor() } });
    const view = renderBlog('/landing/sponsors/farzanegan-foundation');
    expect(await screen.findByRole('heading', { level: 1, name: 'بنیاد علمی فرزانگان' })).toBeInTheDocument();
    expect(view.pageTitle()).toBe('بنیاد علمی فرزانگان');
    expect(urls.find((url) => url.includes('/front/sponsor/show'))).toContain('slug=farzanegan-foundation');
    expect(screen.getByText('حامی پلاتینی')).toBeInTheDocument();
    expect(screen.getByText('۱ مهر ۱۴۰۳')).toBeInTheDocument();
    expect(screen.getByText(/از سال ۱۳۹۲ فعالیت می‌کند/)).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
    const website = screen.getByRole('link', { name: /وب‌سایت بنیاد علمی فرزانگان/ });
    expect(website).toHaveAttribute('href', 'https://sponsor.example');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    const courses = screen.getByRole('region', { name: 'دوره‌هایی که حمایت می‌کند' });
    expect(within(courses).getByText('ریاضی پایه نهم').closest('a')).toBeNull();
    expect(within(courses).getByRole('link', { name: 'آمادگی المپیاد' })).toHaveAttribute('href', '/course/olympiad');
    const posts = screen.getByRole('region', { name: 'مقاله‌های مرتبط' });
    expect(within(posts).getByRole('link', { name: 'آمادگی برای المپیاد ریاضی' })).toHaveAttribute(
      'href',
      '/articles/math-olympiad-preparation',
    );
  });

  it('shows the not-found page for an unknown sponsor', async () => {
    // React reports the error the boundary catches; this test expects it.
    const report = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api().answer('/front/sponsor/show', { status: 404, body: { message: 'حامی پیدا نشد.' } });
    renderBlog('/landing/sponsors/nobody');
    expect(await screen.findByText('صفحه پیدا نشد (۴۰۴)')).toBeInTheDocument();
    report.mockRestore();
  });
});
