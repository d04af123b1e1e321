import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { MemoryRouter } from '@shared/router';
import { ThemeRoot } from '@shared/ui';
import { CATALOGUE_SECTIONS } from './catalogue-sections.ts';
import CataloguePage from './CataloguePage.tsx';

function renderCatalogue() {
  return render(
    <JotaiProvider store={createStore()}>
      <ThemeRoot>
        <MemoryRouter initialEntries={['/_catalogue']}>
          <CataloguePage />
        </MemoryRouter>
      </ThemeRoot>
    </JotaiProvider>,
  );
}

describe('CataloguePage', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.dataset.theme = 'light';
  });

  it('shows every section under its heading, each reachable from the contents', () => {
    renderCatalogue();
    const contents = screen.getByRole('navigation', { name: 'بخش‌های کاتالوگ' });
    for (const section of CATALOGUE_SECTIONS) {
      const region = screen.getByRole('region', { name: section.title });
      expect(within(region).getByRole('heading', { level: 2, name: section.title })).toBeInTheDocument();
      expect(within(contents).getByRole('link', { name: section.title })).toHaveAttribute('href', `#${region.id}`);
    }
  });

  it('switches the page to the dark theme and saves the choice', async () => {
    renderCatalogue();
    const toggle = screen.getByRole('button', { name: 'پوستهٔ تیره' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('platform:theme')).toBe('dark');
  });

  it('asks search engines not to index it, only while it is shown', () => {
    const { unmount } = renderCatalogue();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('shows numbers, dates and durations in Persian digits and the Persian calendar', () => {
    renderCatalogue();
    const formatting = screen.getByRole('region', { name: 'قالب‌بندی فارسی' });
    expect(within(formatting).getByRole('group', { name: 'عددها' })).toHaveTextContent('۱٬۲۳۴٬۵۶۷');
    expect(within(formatting).getByRole('group', { name: 'تاریخ‌ها (تقویم خورشیدی)' })).toHaveTextContent(
      '۱ فروردین ۱۴۰۴',
    );
    expect(within(formatting).getByRole('group', { name: 'مدت‌ها' })).toHaveTextContent('۱:۰۲:۰۵');
  });
});
