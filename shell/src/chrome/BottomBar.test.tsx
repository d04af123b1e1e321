import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@shared/event-bus';
import { LayoutSlot } from '@shared/ui';
import { BottomBar } from './BottomBar.tsx';
import { forgetAreaRoutes, learnAreaRoutes } from '../site-map/site-routes.ts';
import { AREA_ROUTES_DOCUMENT } from '../site-map/testing/area-routes-document.ts';
import { renderChrome } from './test-utils.tsx';

// The bottom bar knows an area's pages once the registry has named them, as on the site.
beforeEach(() => learnAreaRoutes(AREA_ROUTES_DOCUMENT));
afterEach(forgetAreaRoutes);

function ChapterButton() {
  return (
    <LayoutSlot name="bottom-bar">
      <button type="button">فصل‌ها</button>
    </LayoutSlot>
  );
}

function bar() {
  return screen.getByRole('navigation', { name: 'نوار پایین' });
}

describe('BottomBar', () => {
  it('offers home, articles, search, questions and courses', async () => {
    const requests: unknown[] = [];
    const off = bus.on('platform:search:requested', (payload) => requests.push(payload));
    renderChrome(<BottomBar />, { path: '/articles' });
    const names = within(bar())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual(['خانه', 'مقاله‌ها', 'جست‌وجو', 'سؤال‌ها', 'دوره‌ها']);
    expect(within(bar()).getByRole('link', { name: 'مقاله‌ها' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(bar()).getByRole('button', { name: 'جست‌وجو' }));
    expect(requests).toEqual([{}]);
    off();
  });

  it.each([
    ['/course/content/lesson-1/video-1', 'link', 'دوره‌ها'],
    ['/teacher/3', 'link', 'دوره‌ها'],
    ['/quiz/math-7', 'link', 'سؤال‌ها'],
    ['/articles/tag/exam', 'link', 'مقاله‌ها'],
    ['/dehkhoda/entry/457/کتاب', 'button', 'جست‌وجو'],
    ['/profile/report-card', 'link', 'خانه'],
  ] as const)('marks the section of %s deep inside an area: %s «%s»', (path, role, name) => {
    renderChrome(<BottomBar />, { path });
    expect(within(bar()).getByRole(role, { name })).toHaveAttribute('aria-current', 'true');
    const marked = [...bar().querySelectorAll('[aria-current]')].map((item) => item.textContent);
    expect(marked).toEqual([name]);
  });

  it('marks nothing on a shell page outside the five sections', () => {
    renderChrome(<BottomBar />, { path: '/contactus' });
    expect(bar().querySelectorAll('[aria-current]')).toHaveLength(0);
  });

  it('shows the course page’s chapter list in place of courses under /course/', () => {
    renderChrome(
      <>
        <BottomBar />
        <ChapterButton />
      </>,
      { path: '/course/algebra-9' },
    );
    expect(within(bar()).getByRole('button', { name: 'فصل‌ها' })).toBeVisible();
    expect(within(bar()).queryByRole('link', { name: 'دوره‌ها' })).not.toBeInTheDocument();
  });

  it('keeps courses under /course/ while the page has no chapter list', () => {
    renderChrome(<BottomBar />, { path: '/course/algebra-9' });
    expect(within(bar()).getByRole('link', { name: 'دوره‌ها' })).toBeInTheDocument();
  });
});
