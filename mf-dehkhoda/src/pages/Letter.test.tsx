import { screen, within } from '@testing-library/react';
import { STATS } from '../testing/dehkhoda-fixtures.ts';
import { renderDehkhoda, setUpTestApi } from '../testing/render-dehkhoda.tsx';

const { api, urls } = setUpTestApi();
jest.setTimeout(20_000);

const ENTRIES = '/front/dehkhoda/entries';
const ref = (id: number, title: string) => ({ id, serial_number: 100_000 + id, title, slug: title });

describe('Letter', () => {
  it('opens from a letter on the statistics page', async () => {
    api().answer('/front/dehkhoda/stats', { status: 200, body: { data: STATS } });
    renderDehkhoda('/dehkhoda/stats');
    const letters = await screen.findByRole('navigation', { name: 'مدخل‌های هر حرف' });
    expect(within(letters).getByRole('link', { name: 'حرف «ا»، ۷۰ مدخل' })).toHaveAttribute(
      'href',
      `/dehkhoda/letter/${encodeURIComponent('ا')}`,
    );
  });

  it('lists the letter’s entries in dictionary order, linked to their pages, a page at a time', async () => {
    api().answer(ENTRIES, {
      status: 200,
      body: {
        data: [ref(457, 'کتاب'), ref(458, 'کتابت')],
        meta: { current_page: 2, last_page: 3, per_page: 50, total: 120 },
      },
    });
    const view = renderDehkhoda(`/dehkhoda/letter/${encodeURIComponent('ک')}?page=۲`);
    expect(screen.getByRole('heading', { level: 1, name: 'مدخل‌های حرف «ک»' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'کتاب' })).toHaveAttribute(
      'href',
      `/dehkhoda/entry/457/${encodeURIComponent('کتاب')}`,
    );
    expect(screen.getByText('۱۲۰ مدخل')).toBeInTheDocument();
    expect(urls.at(-1)).toContain(`letter=${encodeURIComponent('ک')}`);
    expect(urls.at(-1)).toContain('page=2');
    expect(screen.getByRole('link', { name: 'صفحهٔ ۳' })).toHaveAttribute(
      'href',
      `/dehkhoda/letter/${encodeURIComponent('ک')}?page=3`,
    );
    expect(view.pageTitle()).toBe('مدخل‌های حرف «ک»');
  });

  it('a letter outside the alphabet is the not-found page', async () => {
    const report = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api().answer(ENTRIES, { status: 422, body: { message: 'خطا', errors: { letter: ['حرف نامعتبر است.'] } } });
    renderDehkhoda('/dehkhoda/letter/x');
    expect(await screen.findByText(/پیدا نشد/)).toBeInTheDocument();
    report.mockRestore();
  });
});
