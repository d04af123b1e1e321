import { screen, waitFor, within } from '@testing-library/react';
import { notification } from '../testing/profile-fixtures.ts';
import { announceSession, recordBus, renderProfile, setUpTestApi } from '../testing/render-profile.tsx';

const { api } = setUpTestApi();
const recounts = recordBus('platform:notifications:changed');
jest.setTimeout(20_000);

const reads = () => api().requests.filter((request) => request.path === '/auth/notifications/read');

/** A stand-in for the browser's IntersectionObserver: the test says which rows come on screen. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(private readonly report: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  /** The row comes (most of it) on screen. */
  static show(row: Element) {
    for (const observer of FakeObserver.all.filter((candidate) => candidate.targets.has(row))) {
      const entry = { target: row, isIntersecting: true, intersectionRatio: 1 } as unknown as IntersectionObserverEntry;
      observer.report([entry], observer as unknown as IntersectionObserver);
    }
  }
}

describe('Notifications', () => {
  it('lists sender, text, date and state, links each message to its page, and reads one once it is seen', async () => {
    const browserObserver = window.IntersectionObserver;
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    try {
      announceSession(true);
      api().answer('/auth/notifications', {
        status: 200,
        body: {
          data: {
            messages: [{ ...notification(1, false), path: '/certificates' }, notification(2, true)],
            unread_count: 1,
          },
        },
      });
      api().answer('/auth/notifications/read', {
        status: 200,
        body: { data: { messages: [notification(1, true), notification(2, true)], unread_count: 0 } },
      });
      renderProfile('/profile/provider-notifs');
      const list = await screen.findByRole('list', { name: 'اعلان‌ها' });
      const [first, second] = within(list).getAllByRole('listitem');
      expect(first).toHaveTextContent('پشتیبانی دانش‌سرا');
      expect(first).toHaveTextContent('۱۴۰۳/۰۸/۲۵ ۱۰:۰۰');
      expect(first).toHaveTextContent('تازه');
      expect(within(first!).getByRole('link', { name: 'پیام شمارهٔ ۱ دربارهٔ کلاس' })).toHaveAttribute(
        'href',
        '/certificates',
      );
      expect(second).toHaveTextContent('خوانده‌شده');
      expect(within(second!).queryByRole('link')).not.toBeInTheDocument();
      expect(await screen.findByText('۱ اعلان تازه داشتید.')).toBeInTheDocument();

      // Opening the page is not reading: nothing is marked until the message has been on screen.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(reads()).toEqual([]);
      FakeObserver.show(first!);
      await waitFor(() => expect(recounts).toEqual([{ unread: 0 }]));
      expect(reads()).toHaveLength(1);
    } finally {
      window.IntersectionObserver = browserObserver;
      FakeObserver.all = [];
    }
  });

  it('reads nothing when every message was already read', async () => {
    announceSession(true);
    api().answer('/auth/notifications', { status: 200, body: { data: { messages: [notification(3, true)] } } });
    renderProfile('/profile/provider-notifs');
    expect(await screen.findByText('اعلان تازه‌ای ندارید.')).toBeInTheDocument();
    expect(reads()).toEqual([]);
  });

  it('says so when there is no message', async () => {
    announceSession(true);
    api().answer('/auth/notifications', { status: 200, body: { data: { messages: [] } } });
    renderProfile('/profile/provider-notifs');
    expect(await screen.findByRole('heading', { name: 'اعلانی ندارید' })).toBeInTheDocument();
  });
});
