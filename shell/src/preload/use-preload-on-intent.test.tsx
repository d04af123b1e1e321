import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@shared/ui';
import { renderShell } from '../pages/testing/render-shell.tsx';
import { forgetAreaRoutes, learnAreaRoutes } from '../site-map/site-routes.ts';
import { AREA_ROUTES_DOCUMENT } from '../site-map/testing/area-routes-document.ts';
import type { PreloadQueue } from './preload-queue.ts';
import { usePreloadOnIntent, type PreloadOptions } from './use-preload-on-intent.ts';

jest.mock('../remotes/index.ts', () => ({
  ...jest.requireActual<object>('../remotes/index.ts'),
  loadAreaPage: jest.fn(async () => ({ default: () => null })),
}));

let observers: { callback: IntersectionObserverCallback; element?: Element; disconnected: boolean }[] = [];
class FakeIntersectionObserver {
  record: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback) {
    this.record = { callback, disconnected: false };
    observers.push(this.record);
  }
  observe(element: Element) {
    this.record.element = element;
  }
  disconnect() {
    this.record.disconnected = true;
  }
}

function enterViewport() {
  act(() => {
    for (const observer of observers.filter((o) => !o.disconnected)) {
      observer.callback(
        [{ isIntersecting: true, target: observer.element } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
    }
  });
}

function fakeQueue(): PreloadQueue & { request: jest.Mock } {
  return { request: jest.fn(), size: () => ({ running: 0, waiting: 0 }) };
}

function PreloadingLink({ to, label, options }: { to: string; label: string; options: PreloadOptions }) {
  const preload = usePreloadOnIntent(to, options);
  return (
    <Link to={to} {...preload}>
      {label}
    </Link>
  );
}

// The areas' pages are known, as after the registry has been read.
beforeEach(() => learnAreaRoutes(AREA_ROUTES_DOCUMENT));
afterEach(forgetAreaRoutes);

beforeEach(() => {
  observers = [];
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
});

describe('usePreloadOnIntent', () => {
  it('preloads the area page first on hover, ahead of others', async () => {
    const queue = fakeQueue();
    renderShell(<PreloadingLink to="/quiz" label="آزمون‌ها" options={{ queue, onViewport: false }} />);
    await userEvent.hover(screen.getByRole('link', { name: 'آزمون‌ها' }));
    await waitFor(() => expect(queue.request).toHaveBeenCalledWith('quiz/QuizList', { urgent: true }));
  });

  it('preloads when the link scrolls into view, once', async () => {
    const queue = fakeQueue();
    renderShell(<PreloadingLink to="/articles/some-post" label="مقاله" options={{ queue }} />);
    expect(queue.request).not.toHaveBeenCalled();
    enterViewport();
    enterViewport();
    await waitFor(() => expect(queue.request).toHaveBeenCalledTimes(1));
    expect(queue.request).toHaveBeenCalledWith('blog/Article');
  });

  it('does nothing for the shell’s own pages', async () => {
    const queue = fakeQueue();
    renderShell(<PreloadingLink to="/contactus" label="تماس" options={{ queue }} />);
    await userEvent.hover(screen.getByRole('link', { name: 'تماس' }));
    enterViewport();
    expect(queue.request).not.toHaveBeenCalled();
    expect(observers).toHaveLength(0);
  });

  it('the site queue loads the page through the area loader', async () => {
    const { loadAreaPage } = jest.requireMock<{ loadAreaPage: jest.Mock }>('../remotes/index.ts');
    renderShell(<PreloadingLink to="/dehkhoda" label="لغت‌نامه" options={{ onViewport: false }} />);
    await userEvent.hover(screen.getByRole('link', { name: 'لغت‌نامه' }));
    await waitFor(() => expect(loadAreaPage).toHaveBeenCalledWith('dehkhoda', 'Search'));
  });
});
