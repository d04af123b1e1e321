import { toPersianDigits } from '@shared/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hit, searchPage } from '../testing/dehkhoda-fixtures.ts';
import { queriesTo, renderDehkhoda, setUpTestApi } from '../testing/render-dehkhoda.tsx';

const { api, urls } = setUpTestApi();
jest.setTimeout(20_000);

const KETAB_HITS = [
  hit(457, 'کتاب'),
  hit(458, 'کتابت'),
  hit(470, 'نامه', { matched_in: 'definition', excerpt: 'نوشته؛ کتاب؛ مکتوب.' }),
];

/** The query of the last search request, as a plain object. */
/** jsdom puts a space around <bdi> in a computed name; a browser does not. */
const RESULTS_OF_KETAB = /^نتیجه‌های «\s?کتاب\s?»$/;
/** A link by its headword; jsdom also puts a space at each <mark>. */
const headword = (title: string) => ({ name: (name: string) => name.replace(/\s/g, '') === title });
const lastSearch = () => Object.fromEntries(queriesTo(urls, 'search').at(-1) ?? []);
const results = () => screen.getByRole('region', { name: /نتیجه‌های/ });
const back = () => fireEvent.click(screen.getByRole('button', { name: 'دکمهٔ بازگشت مرورگر' }));

beforeEach(() => {
  api().answer('/front/dehkhoda/search', {
    status: 200,
    body: searchPage(KETAB_HITS, { total: 18, last_page: 2 }),
  });
  api().answer('/front/dehkhoda/suggestions', { status: 200, body: { data: [] } });
});

describe('Search', () => {
  it('starts with words to try and asks the API nothing', async () => {
    renderDehkhoda('/dehkhoda');
    expect(screen.getByRole('heading', { level: 1, name: 'لغت‌نامه دهخدا' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'جست‌وجو در لغت‌نامه' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'دریا' })).toHaveAttribute(
      'href',
      `/dehkhoda?q=${encodeURIComponent('دریا')}`,
    );
    expect(screen.getByRole('link', { name: /آمار لغت‌نامه/ })).toHaveAttribute('href', '/dehkhoda/stats');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(urls).toEqual([]);
  });

  it('keeps each search on this device and offers the latest first, until they are cleared', async () => {
    localStorage.clear();
    const first = renderDehkhoda(`/dehkhoda?q=${encodeURIComponent('دریا')}`);
    await screen.findByRole('region', { name: /نتیجه‌های/ });
    first.unmount();
    const second = renderDehkhoda(`/dehkhoda?q=${encodeURIComponent('کتاب')}`);
    await screen.findByRole('region', { name: /نتیجه‌های/ });
    second.unmount();

    renderDehkhoda('/dehkhoda');
    const recent = screen.getByRole('region', { name: 'جست‌وجوهای اخیر شما' });
    expect(
      within(recent)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['کتاب', 'دریا']);
    expect(within(recent).getByRole('link', { name: 'دریا' })).toHaveAttribute(
      'href',
      `/dehkhoda?q=${encodeURIComponent('دریا')}`,
    );
    fireEvent.click(within(recent).getByRole('button', { name: 'پاک کردن جست‌وجوهای اخیر' }));
    expect(screen.queryByRole('region', { name: 'جست‌وجوهای اخیر شما' })).toBeNull();
    expect(localStorage.getItem('dehkhoda:recent-searches')).toBeNull();
  });

  it('shows the results of the query in the address, with matches marked', async () => {
    const view = renderDehkhoda(`/dehkhoda?q=${encodeURIComponent('کتاب')}`);
    expect(await screen.findByRole('heading', { level: 2, name: RESULTS_OF_KETAB })).toBeInTheDocument();
    expect(lastSearch()).toEqual({ q: 'کتاب', limit: '10', page: '1', sort: 'relevance', order: 'desc' });
    expect(screen.getByText('۱۸ مدخل').closest('[role="status"]')).toHaveTextContent(/^۱۸ مدخل، صفحهٔ ۱ از ۲$/);
    expect(view.pageTitle()).toBe('«کتاب» در لغت‌نامه دهخدا');
    expect(screen.getByRole('combobox', { name: 'جست‌وجوی واژه' })).toHaveValue('کتاب');

    const items = within(results()).getAllByRole('article');
    expect(items).toHaveLength(3);
    const first = within(items[0]!).getByRole('link', { name: 'کتاب' });
    expect(first).toHaveAttribute('href', `/dehkhoda/entry/457/${encodeURIComponent('کتاب')}`);
    expect(first.querySelector('mark')).toHaveTextContent('کتاب');
    expect(within(items[0]!).getByText('شمارهٔ مدخل:', { exact: false })).toHaveTextContent('۱۰۰۴۵۷');
    // A hit found in its definition is marked there, not in its headword.
    expect(within(items[2]!).getByRole('link', { name: 'نامه' }).querySelector('mark')).toBeNull();
    expect(within(items[2]!).getByText('کتاب', { selector: 'mark' })).toBeInTheDocument();
  });

  it('pages through the results by address, and the back button returns to the first page', async () => {
    const view = renderDehkhoda(`/dehkhoda?q=${encodeURIComponent('کتاب')}`);
    await screen.findByRole('heading', { name: RESULTS_OF_KETAB });
    const pages = screen.getByRole('navigation', { name: 'صفحه‌بندی' });
    const second = within(pages).getByRole('link', { name: 'صفحهٔ ۲' });
    expect(second).toHaveAttribute('href', `/dehkhoda?q=${encodeURIComponent('کتاب')}&page=2`);

    api().answer('/front/dehkhoda/search', {
      status: 200,
      body: searchPage([hit(461, 'کتابخانه')], { total: 18, last_page: 2, current_page: 2 }),
    });
    fireEvent.click(second);
    expect(await screen.findByRole('link', headword('کتابخانه'))).toBeInTheDocument();
    expect(view.location()).toBe('/dehkhoda?q=کتاب&page=2');
    expect(lastSearch()).toMatchObject({ page: '2' });
    expect(screen.getByText('۱۸ مدخل').closest('[role="status"]')).toHaveTextContent(/^۱۸ مدخل، صفحهٔ ۲ از ۲$/);
    // Numbering goes on from the first page.
    expect(within(results()).getAllByRole('list')[0]).toHaveAttribute('start', '11');

    back();
    expect(await screen.findByRole('link', headword('کتابت'))).toBeInTheDocument();
    expect(view.location()).toBe('/dehkhoda?q=کتاب');
  });

  it('sorts and orders from the controls, each a new address from the first page', async () => {
    const user = userEvent.setup();
    const view = renderDehkhoda(`/dehkhoda?q=${encodeURIComponent('کتاب')}&page=2`);
    await screen.findByRole('heading', { name: RESULTS_OF_KETAB });

    await user.click(screen.getByRole('combobox', { name: 'مرتب‌سازی' }));
    await user.click(screen.getByRole('option', { name: 'الفبایی' }));
    await waitFor(() => expect(view.location()).toBe('/dehkhoda?q=کتاب&sort=title'));
    await waitFor(() => expect(lastSearch()).toMatchObject({ sort: 'title', order: 'asc', page: '1' }));

    const order = screen.getByRole('combobox', { name: 'ترتیب' });
    expect(order).toHaveTextContent('از «الف» تا «ی»');
    await user.click(order);
    await user.click(screen.getByRole('option', { name: 'از «ی» تا «الف»' }));
    await waitFor(() => expect(view.location()).toBe('/dehkhoda?q=کتاب&sort=title&order=desc'));
    await waitFor(() => expect(lastSearch()).toMatchObject({ sort: 'title', order: 'desc' }));

    back();
    await waitFor(() => expect(view.location()).toBe('/dehkhoda?q=کتاب&sort=title'));
    expect(screen.getByRole('combobox', { name: 'ترتیب' })).toHaveTextContent('از «الف» تا «ی»');
  });

  it('offers the closest headwords when nothing is found', async () => {
    api().answer('/front/dehkhoda/search', { status: 200, body: searchPage([]) });
    api().answer('/front/dehkhoda/suggestions', {
      status: 200,
      body: {
        data: [
          { ...hit(457, 'کتاب'), distance: 1 },
          { ...hit(458, 'کتابت'), distance: 1 },
        ],
      },
    });
    renderDehkhoda(`/dehkhoda?q=${encodeURIComponent('کتابب')}`);
    expect(await screen.findByRole('heading', { name: /مدخلی برای «\s?کتابب\s?» پیدا نشد/ })).toBeInTheDocument();
    const offered = await screen.findByRole('list', { name: 'شاید منظورتان یکی از این‌ها بود:' });
    expect(within(offered).getByRole('link', { name: 'کتاب' })).toHaveAttribute(
      'href',
      `/dehkhoda/entry/457/${encodeURIComponent('کتاب')}`,
    );
    expect(Object.fromEntries(queriesTo(urls, 'suggestions')[0]!)).toEqual({ term: 'کتابب', limit: '6' });
  });

  it('shows a hostile query as text, with no element made from it', async () => {
    api().answer('/front/dehkhoda/search', { status: 200, body: searchPage([]) });
    const payload = '"><img src=x onerror=alert(1)>';
    const view = renderDehkhoda(`/dehkhoda?q=${encodeURIComponent(payload)}`);
    const heading = await screen.findByRole('heading', { name: /پیدا نشد/ });
    // Echoed as typed, digits in Persian like the rest of the page.
    expect(heading).toHaveTextContent(toPersianDigits(payload));
    expect(view.container.querySelector('img')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'جست‌وجوی واژه' })).toHaveValue(payload);
    expect(lastSearch()).toMatchObject({ q: payload });
  });

  it('searches for a query with RegExp characters like any other', async () => {
    api().answer('/front/dehkhoda/search', {
      status: 200,
      body: searchPage([hit(900, 'واژه', { matched_in: 'definition', excerpt: 'نمونهٔ (.*[ در متن' })]),
    });
    renderDehkhoda(`/dehkhoda?q=${encodeURIComponent('(.*[')}`);
    expect(await screen.findByText('(.*[', { selector: 'mark' })).toBeInTheDocument();
  });

  it('offers a retry when the search fails', async () => {
    api().answer('/front/dehkhoda/search', [{ status: 503 }, { status: 200, body: searchPage(KETAB_HITS) }]);
    renderDehkhoda(`/dehkhoda?q=${encodeURIComponent('کتاب')}`);
    expect(await screen.findByRole('heading', { name: 'جست‌وجو انجام نشد' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /دوباره/ }));
    expect(await screen.findByRole('link', headword('کتابت'))).toBeInTheDocument();
  });

  it('a page past the last one says so and links back to the first', async () => {
    api().answer('/front/dehkhoda/search', {
      status: 200,
      body: searchPage([], { total: 18, last_page: 2, current_page: 9 }),
    });
    renderDehkhoda(`/dehkhoda?q=${encodeURIComponent('کتاب')}&page=9`);
    expect(await screen.findByRole('heading', { name: 'این صفحه نتیجه‌ای ندارد' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'رفتن به صفحهٔ نخست نتیجه‌ها' })).toHaveAttribute(
      'href',
      `/dehkhoda?q=${encodeURIComponent('کتاب')}`,
    );
  });

  it('treats a query of ZWNJ or spaces only as no query and asks nothing', async () => {
    renderDehkhoda(`/dehkhoda?q=${encodeURIComponent('\u200c  ')}`);
    expect(screen.getByText('چند واژه برای آغاز:')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queriesTo(urls, 'search')).toEqual([]);
  });
});
