import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApiClient } from '@shared/api-client';
import { withTestServer } from '@shared/api-client/testing';
import { sessionAtom } from '../../session/session-store.ts';
import { renderShell } from '../testing/render-shell.tsx';
import ChatPage from './ChatPage.tsx';
import type { EventSourceLike } from './use-chat-stream.ts';
import { DEMO_STUDENT } from '../../session/testing/demo-student.ts';

class FakeStream implements EventSourceLike {
  static opened: FakeStream[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeStream.opened.push(this);
  }
  open() {
    act(() => {
      this.readyState = 1;
      this.onopen?.(new Event('open'));
    });
  }
  push(data: unknown) {
    act(() => this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) })));
  }
  drop(readyState: number) {
    act(() => {
      this.readyState = readyState;
      this.onerror?.(new Event('error'));
    });
  }
  close() {
    this.readyState = 2;
  }
}

const openStream = (url: string) => new FakeStream(url);
const user = DEMO_STUDENT;
const hello = { id: 1, user_name: 'پشتیبانی دانش‌سرا', body: 'خوش آمدید', created_at: '2026-11-01T06:30:00Z' };

const server = withTestServer();
beforeAll(() => {
  configureApiClient({ base: server.apiBase, accessToken: () => 'chat-token' });
});
beforeEach(() => {
  sessionStorage.clear();
  FakeStream.opened = [];
  server.answer('/front/chat/messages', { status: 200, body: { data: [hello] } });
});

/** Waits until the test server has seen `count` requests. */
async function waitForRequests(count: number) {
  await waitFor(() => expect(server.requests.length).toBeGreaterThanOrEqual(count));
}

function renderRoom(loggedIn: boolean) {
  const view = renderShell(<ChatPage title="گفت‌وگو" openStream={openStream} />, { route: '/chat' });
  act(() =>
    view.store.set(sessionAtom, loggedIn ? { status: 'authenticated', user } : { status: 'guest', user: null }),
  );
  return view;
}

describe('chat room', () => {
  it('shows the recent messages and adds pushed ones, as text, once each', async () => {
    renderRoom(false);
    expect(screen.getByRole('status')).toHaveTextContent('در حال اتصال…');
    const log = await screen.findByRole('log', { name: 'پیام‌های گفت‌وگو' });
    expect(within(log).getByText('خوش آمدید')).toBeInTheDocument();
    const stream = FakeStream.opened[0]!;
    expect(stream.url).toBe('/api/front/chat/stream');
    stream.open();
    expect(screen.getByRole('status')).toHaveTextContent('متصل');

    const hostile = {
      id: 2,
      user_name: 'مهمان',
      body: '<img src=x onerror="window.hacked=1">سلام',
      created_at: '2026-11-01T07:00:00Z',
    };
    stream.push(hostile);
    stream.push(hostile);
    stream.push({ id: 'not a message' });
    expect(await within(log).findByText('<img src=x onerror="window.hacked=1">سلام')).toBeInTheDocument();
    expect(log.querySelector('img')).toBeNull();
    expect(within(log).getAllByRole('listitem')).toHaveLength(2);
    // Each message is an item of a list inside the log (axe: a list item outside a list is a violation).
    expect(within(log).getByRole('list')).toContainElement(within(log).getAllByRole('listitem')[0]!);
  });

  it('a guest reads but is asked to log in to write, coming back to the room', async () => {
    renderRoom(false);
    await screen.findByRole('log');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'وارد شوید' })).toHaveAttribute('href', '/user/login?backUrl=%2Fchat');
  });

  it('posts a message with the bearer token and shows it once, even when the stream echoes it', async () => {
    const mine = { id: 5, user_name: 'سارا محمدی', body: 'سلام به همه', created_at: new Date().toISOString() };
    server.answer('/front/chat/messages', [
      { status: 200, body: { data: [hello] } },
      { status: 200, body: { message: 'فرستاده شد', data: mine } },
    ]);
    renderRoom(true);
    const log = await screen.findByRole('log');
    const box = screen.getByRole('textbox', { name: 'پیام شما' });
    await userEvent.type(box, 'سلام به همه{Enter}');
    expect(await within(log).findByText('سلام به همه')).toBeInTheDocument();
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', authorization: 'Bearer chat-token' });
    expect(box).toHaveValue('');
    FakeStream.opened[0]!.push(mine);
    FakeStream.opened[0]!.push({ ...mine, id: 6, body: 'پیام بعدی' });
    await within(log).findByText('پیام بعدی');
    expect(within(log).getAllByText('سلام به همه')).toHaveLength(1);
  });

  it('refuses an empty or too long message before sending, and keeps the text when sending fails', async () => {
    renderRoom(true);
    await screen.findByRole('log');
    const box = screen.getByRole('textbox', { name: 'پیام شما' });
    await userEvent.click(screen.getByRole('button', { name: 'فرستادن' }));
    expect(box).toHaveAccessibleDescription(/متن پیام را بنویسید/);
    await userEvent.click(box);
    await userEvent.paste('ب'.repeat(501));
    await userEvent.click(screen.getByRole('button', { name: 'فرستادن' }));
    expect(box).toHaveAccessibleDescription(/پیام نباید بیشتر از ۵۰۰ نویسه باشد/);
    expect(screen.getByText('۵۰۱ از ۵۰۰ نویسه')).toBeInTheDocument();

    server.answer('/front/chat/messages', { status: 503, body: {} });
    await userEvent.clear(box);
    await userEvent.type(box, 'پیام مهم');
    await userEvent.click(screen.getByRole('button', { name: 'فرستادن' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('پیام فرستاده نشد');
    expect(box).toHaveValue('پیام مهم');
  });

  it('keeps a message whose send met an ended session, and shows it again once the student is back', async () => {
    server.answer('/front/chat/messages', [
      { status: 200, body: { data: [hello] } },
      { status: 401, body: { message: 'Unauthenticated.' } },
    ]);
    const first = renderRoom(true);
    await screen.findByRole('log');
    await userEvent.type(screen.getByRole('textbox', { name: 'پیام شما' }), 'سؤالم دربارهٔ کسرها بود');
    await userEvent.click(screen.getByRole('button', { name: 'فرستادن' }));
    await waitForRequests(2);
    first.unmount();

    server.answer('/front/chat/messages', { status: 200, body: { data: [hello] } });
    renderRoom(true);
    expect(await screen.findByRole('textbox', { name: 'پیام شما' })).toHaveValue('سؤالم دربارهٔ کسرها بود');
    expect(screen.getByText(/سر جایش برگشت/)).toBeInTheDocument();
  });

  it('on a touch screen speaks of the button, not of Shift+Enter, and Enter starts a new line', async () => {
    const realMatchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query === '(pointer: coarse)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      renderRoom(true);
      await screen.findByRole('log');
      const box = screen.getByRole('textbox', { name: 'پیام شما' });
      const posts = () => server.requests.filter((request) => request.method === 'POST').length;
      const postsBefore = posts();
      expect(box).toHaveAccessibleDescription(/با دکمهٔ «فرستادن» بفرستید/);
      expect(box).not.toHaveAccessibleDescription(/Shift/);
      await userEvent.type(box, 'خط اول{Enter}خط دوم');
      expect(box).toHaveValue('خط اول\nخط دوم');
      expect(posts()).toBe(postsBefore);
    } finally {
      window.matchMedia = realMatchMedia;
    }
  });

  it('says when the connection drops and opens a new stream when the browser gives up', async () => {
    jest.useFakeTimers();
    renderRoom(false);
    await act(() => jest.advanceTimersByTimeAsync(0));
    const first = FakeStream.opened[0]!;
    first.open();
    first.drop(0);
    expect(screen.getByRole('status')).toHaveTextContent('اتصال قطع شد؛ در حال اتصال دوباره…');
    expect(FakeStream.opened).toHaveLength(1);
    first.drop(2);
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(FakeStream.opened).toHaveLength(2);
    FakeStream.opened[1]!.open();
    expect(screen.getByRole('status')).toHaveTextContent('متصل');
    jest.useRealTimers();
  });
});
