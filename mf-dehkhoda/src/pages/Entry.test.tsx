import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { entry } from '../testing/dehkhoda-fixtures.ts';
import { renderDehkhoda, setUpTestApi } from '../testing/render-dehkhoda.tsx';

const { api, urls } = setUpTestApi();
jest.setTimeout(20_000);

const KETAB_PATH = `/dehkhoda/entry/457/${encodeURIComponent('کتاب')}`;
const entryRequests = () => urls.filter((url) => new URL(url).pathname.includes('/front/dehkhoda/entry/'));

/** React reports every error a boundary catches; the 404 tests expect one. */
const quietBoundary = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

beforeEach(() => {
  api().answer('/front/dehkhoda/entry/457', { status: 200, body: { data: entry() } });
});

afterEach(() => jest.restoreAllMocks());

describe('Entry', () => {
  it('shows the headword, its pronunciation, senses, verses, related words and neighbours', async () => {
    const view = renderDehkhoda(KETAB_PATH);
    const headword = await screen.findByRole('heading', { level: 1 });
    expect(headword).toHaveTextContent('کتاب');
    expect(view.pageTitle()).toBe('کتاب');
    expect(screen.getByText('کِتاب')).toBeInTheDocument();
    expect(screen.getByText('اسم')).toBeInTheDocument();
    expect(screen.getByText('۱۰۰۴۵۷')).toBeInTheDocument();

    const senses = screen.getByRole('region', { name: 'معنی‌ها' });
    expect(within(senses).getAllByRole('listitem')).toHaveLength(2);
    const verses = screen.getByRole('region', { name: 'شاهد و مثال' });
    // A verse's two halves are two lines.
    expect(within(verses).getByText('ز هر دانشی چون سخن بشنوی')).toBeInTheDocument();
    expect(within(verses).getByText('فردوسی')).toContainHTML('cite');

    const related = screen.getByRole('region', { name: 'واژه‌های مرتبط' });
    expect(within(related).getByRole('link', { name: 'کتابخانه' })).toHaveAttribute(
      'href',
      `/dehkhoda/entry/461/${encodeURIComponent('کتابخانه')}`,
    );
    const neighbours = screen.getByRole('navigation', { name: 'مدخل‌های پیشین و پسین' });
    expect(within(neighbours).getByRole('link', { name: /مدخل پیشین/ })).toHaveAttribute('rel', 'prev');
    expect(within(neighbours).getByRole('link', { name: /مدخل پسین/ })).toHaveTextContent('کتابت');
    expect(view.location()).toBe('/dehkhoda/entry/457/کتاب');
    const trail = await screen.findByRole('navigation', { name: 'مسیر صفحه' });
    expect(within(trail).getByRole('link', { name: 'لغت‌نامه دهخدا' })).toHaveAttribute('href', '/dehkhoda');
    expect(trail).toHaveTextContent(/کتاب$/);
  });

  it('shows the not-found page for an unknown entry', async () => {
    quietBoundary();
    api().answer('/front/dehkhoda/entry/999999', { status: 404, body: { message: 'مدخل پیدا نشد.' } });
    renderDehkhoda('/dehkhoda/entry/999999/x');
    expect(await screen.findByText('صفحه پیدا نشد (۴۰۴)')).toBeInTheDocument();
  });

  it('shows the not-found page for an id that is not a number, without asking the API', async () => {
    quietBoundary();
    for (const id of ['abc', '%20', '(.*[']) {
      const view = renderDehkhoda(`/dehkhoda/entry/${id}/x`);
      expect(await screen.findByText('صفحه پیدا نشد (۴۰۴)')).toBeInTheDocument();
      view.unmount();
    }
    expect(entryRequests()).toEqual([]);
  });

  it('reads an id in Persian digits and corrects a wrong slug in the address', async () => {
    const view = renderDehkhoda('/dehkhoda/entry/۴۵۷/wrong-slug');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('کتاب');
    await waitFor(() => expect(view.location()).toBe('/dehkhoda/entry/457/کتاب'));
    expect(entryRequests().map((url) => new URL(url).pathname)).toEqual(['/api/front/dehkhoda/entry/457']);
  });

  it('offers a retry when the entry fails to load', async () => {
    api().answer('/front/dehkhoda/entry/457', [{ status: 503 }, { status: 200, body: { data: entry() } }]);
    renderDehkhoda(KETAB_PATH);
    expect(await screen.findByRole('heading', { name: 'مدخل بارگذاری نشد' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /دوباره/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'کتاب' })).toBeInTheDocument();
  });

  it('shows HTML in an entry as text', async () => {
    api().answer('/front/dehkhoda/entry/457', {
      status: 200,
      body: { data: entry({ definitions: ['<img src=x onerror=alert(1)>'], examples: [] }) },
    });
    const view = renderDehkhoda(KETAB_PATH);
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(view.container.querySelector('img')).toBeNull();
  });
});
