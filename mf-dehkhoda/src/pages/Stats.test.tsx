import { fireEvent, screen, within } from '@testing-library/react';
import { STATS } from '../testing/dehkhoda-fixtures.ts';
import { renderDehkhoda, setUpTestApi } from '../testing/render-dehkhoda.tsx';

const { api } = setUpTestApi();
jest.setTimeout(20_000);

beforeEach(() => {
  api().answer('/front/dehkhoda/stats', { status: 200, body: { data: STATS } });
});

describe('Stats', () => {
  it('shows the totals in Persian digits, with shares of all entries', async () => {
    renderDehkhoda('/dehkhoda/stats');
    expect(screen.getByRole('heading', { level: 1, name: 'آمار لغت‌نامه' })).toBeInTheDocument();
    expect(await screen.findByText('۶۲۴')).toBeInTheDocument();
    expect(screen.getByText('۸۰۰')).toBeInTheDocument();
    expect(screen.getByText(/به‌طور میانگین ۱٫۳ معنی برای هر مدخل/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'سهم مدخل‌های دارای تلفظ از همهٔ مدخل‌ها' })).toBeInTheDocument();
  });

  it('draws entries per letter as an SVG picture with a sentence, and gives every figure in a table', async () => {
    renderDehkhoda('/dehkhoda/stats');
    const chart = await screen.findByRole('img', { name: 'شمار مدخل‌ها در هر حرف' });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart).toHaveAccessibleDescription(
      'بیشترین مدخل‌ها در حرف «ا» است با ۷۰ مدخل و کمترین در حرف «ث» با ۰ مدخل. ۱ حرف هیچ مدخلی ندارد.',
    );
    expect(chart.querySelectorAll('rect')).toHaveLength(4);
    // The longest bar is the letter with most entries.
    const widths = Array.from(chart.querySelectorAll('rect'), (rect) => parseFloat(rect.getAttribute('width')!));
    expect(Math.max(...widths)).toBe(widths[0]);
    expect(widths[2]).toBe(0);

    const table = screen.getByRole('table', { name: 'شمار مدخل‌ها در هر حرف' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['حرف', 'شمار مدخل‌ها']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['ا۷۰', 'ب۴۰', 'ث۰', 'ک۳۵']);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('ا');

    expect(screen.getByRole('img', { name: 'شمار مدخل‌ها در هر نوع واژه' })).toHaveAccessibleDescription(
      'بیشتر مدخل‌ها «اسم» هستند: ۴۸۰ از ۵۸۰ مدخل.',
    );
    expect(screen.getByRole('link', { name: 'آب‌انبار' })).toHaveAttribute(
      'href',
      `/dehkhoda/entry/300/${encodeURIComponent('آب-انبار')}`,
    );
  });

  it('offers a retry when the figures fail to load', async () => {
    api().answer('/front/dehkhoda/stats', [{ status: 503 }, { status: 200, body: { data: STATS } }]);
    renderDehkhoda('/dehkhoda/stats');
    expect(await screen.findByRole('heading', { name: 'آمار بارگذاری نشد' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /دوباره/ }));
    expect(await screen.findByRole('img', { name: 'شمار مدخل‌ها در هر حرف' })).toBeInTheDocument();
  });
});
