import { themeFor } from '@shared/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@shared/router';
import { ThemeProvider } from 'styled-components';
import { COURSE, SECTIONS } from '../../../testing/learn-fixtures.ts';
import { OutlineNav } from './OutlineNav.tsx';

function renderOutline(current: { currentContentSlug?: string; currentSectionSlug?: string }) {
  return render(
    <ThemeProvider theme={themeFor('light')}>
      <MemoryRouter>
        <OutlineNav course={{ ...COURSE, sections: SECTIONS }} watched={new Map()} {...current} />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const link = (name: string) => screen.queryByRole('link', { name: new RegExp(name) });

describe('OutlineNav', () => {
  it('opens the current content’s chapter and folds the others, which open on demand', async () => {
    renderOutline({ currentContentSlug: 'math-grade-7-2-3' });
    expect(link('حل تمرین‌های عددهای صحیح')).toHaveAttribute('aria-current', 'page');
    expect(link('آموزش راهبردهای حل مسئله')).not.toBeInTheDocument();

    const firstChapter = screen.getByRole('button', { name: 'محتواهای فصل ۱' });
    expect(firstChapter).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(firstChapter);
    expect(firstChapter).toHaveAttribute('aria-expanded', 'true');
    expect(link('آموزش راهبردهای حل مسئله')).toBeInTheDocument();
  });

  it('opens a section page’s own chapter', () => {
    renderOutline({ currentSectionSlug: 'math-grade-7-chapter-1' });
    expect(link('آموزش راهبردهای حل مسئله')).toBeInTheDocument();
    expect(link('آموزش عددهای صحیح')).not.toBeInTheDocument();
  });

  it('shows every chapter open beside the course page, with nothing to fold', () => {
    renderOutline({});
    expect(link('آموزش راهبردهای حل مسئله')).toBeInTheDocument();
    expect(link('آموزش عددهای صحیح')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /محتواهای فصل/ })).not.toBeInTheDocument();
  });
});

describe('OutlineNav in a sidebar that is shown after it', () => {
  it('scrolls the sidebar to the current content once the sidebar can scroll', () => {
    let resized: (() => void) | undefined;
    const browserObserver = window.ResizeObserver;
    window.ResizeObserver = class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {}
      unobserve() {}
      disconnect() {
        resized = undefined;
      }
    } as unknown as typeof ResizeObserver;
    try {
      // The layout's sidebar: hidden (nothing to scroll) when the list is drawn into it.
      const sidebar = document.createElement('aside');
      sidebar.style.overflowY = 'auto';
      document.body.append(sidebar);
      render(
        <ThemeProvider theme={themeFor('light')}>
          <MemoryRouter>
            <OutlineNav
              course={{ ...COURSE, sections: SECTIONS }}
              watched={new Map()}
              currentContentSlug="math-grade-7-2-3"
            />
          </MemoryRouter>
        </ThemeProvider>,
        { container: sidebar },
      );
      expect(sidebar.scrollTop).toBe(0);

      // The layout shows the sidebar: it is 400 px tall, the current content 1500 px down.
      Object.defineProperty(sidebar, 'scrollHeight', { value: 3000 });
      Object.defineProperty(sidebar, 'clientHeight', { value: 400 });
      sidebar.getBoundingClientRect = () => ({ top: 100, bottom: 500, height: 400 }) as DOMRect;
      link('حل تمرین‌های عددهای صحیح')!.getBoundingClientRect = () =>
        ({ top: 1500, bottom: 1540, height: 40 }) as DOMRect;
      resized?.();
      expect(sidebar.scrollTop).toBe(1220);
      expect(resized).toBeUndefined();
    } finally {
      window.ResizeObserver = browserObserver;
      document.body.replaceChildren();
    }
  });
});
