import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { markSignedIn, withTestServer } from '@shared/api-client/testing';
import { bus } from '@shared/event-bus';
import { NotificationBell } from './NotificationBell.tsx';
import { renderChrome } from './test-utils.tsx';

const sender = { name: 'پشتیبانی دانش‌سرا', image: '/api/dev-media/avatar/support.svg' };
const messages = [
  {
    id: 2,
    is_read: false,
    body: 'گواهی شما صادر شد.',
    j_created_at: '۳۰ آبان ۱۴۰۳، ساعت ۰۹:۴۵',
    sender,
    path: '/certificates',
  },
  { id: 1, is_read: true, body: 'به دانش‌سرا خوش آمدید.', j_created_at: '۱ آبان ۱۴۰۳، ساعت ۱۰:۰۰', sender },
];

const server = withTestServer();
beforeAll(() => {
  markSignedIn();
});

describe('NotificationBell', () => {
  it('counts the unread messages and lists them with sender, body, date and state', async () => {
    server.answer('/auth/notifications', { status: 200, body: { data: { messages, unread_count: 1 } } });
    server.answer('/auth/notifications/read', {
      status: 200,
      body: { data: { messages: messages.map((m) => ({ ...m, is_read: true })), unread_count: 0 } },
    });
    const changes: number[] = [];
    const off = bus.on('platform:notifications:changed', ({ unread }) => changes.push(unread));
    renderChrome(<NotificationBell />);

    const bell = await screen.findByRole('button', { name: 'اعلان‌ها، ۱ خوانده‌نشده' });
    await userEvent.click(bell);
    const panel = screen.getByRole('region', { name: 'اعلان‌ها' });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('پشتیبانی دانش‌سرا');
    expect(items[0]).toHaveTextContent('گواهی شما صادر شد.');
    expect(items[0]).toHaveTextContent('۳۰ آبان ۱۴۰۳، ساعت ۰۹:۴۵');
    expect(items[0]).toHaveTextContent('خوانده‌نشده');
    expect(items[1]).toHaveTextContent('خوانده‌شده');
    expect(within(panel).getByRole('link', { name: 'همهٔ اعلان‌ها' })).toHaveAttribute(
      'href',
      '/profile/provider-notifs',
    );

    // Opening the panel reads nothing: a glance at the list is not reading it.
    expect(screen.getByRole('button', { name: 'اعلان‌ها، ۱ خوانده‌نشده' })).toBeInTheDocument();
    expect(server.requests.some((r) => r.path === '/auth/notifications/read')).toBe(false);
    expect(changes).toEqual([]);
    off();
  });

  it('leads a message to what it announces, and following it marks that one read', async () => {
    server.answer('/auth/notifications', { status: 200, body: { data: { messages, unread_count: 1 } } });
    server.answer('/auth/notifications/read', {
      status: 200,
      body: { data: { messages: messages.map((m) => ({ ...m, is_read: true })), unread_count: 0 } },
    });
    const changes: number[] = [];
    const off = bus.on('platform:notifications:changed', ({ unread }) => changes.push(unread));
    server.requests.length = 0;
    renderChrome(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'اعلان‌ها، ۱ خوانده‌نشده' }));
    const panel = screen.getByRole('region', { name: 'اعلان‌ها' });
    // A message without a page to lead to is plain text.
    expect(within(panel).queryByRole('link', { name: 'به دانش‌سرا خوش آمدید.' })).not.toBeInTheDocument();
    const certificate = within(panel).getByRole('link', { name: 'گواهی شما صادر شد.' });
    expect(certificate).toHaveAttribute('href', '/certificates');

    await userEvent.click(certificate);
    expect(screen.queryByRole('region', { name: 'اعلان‌ها' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'اعلان‌ها' })).toBeInTheDocument();
    const read = server.requests.find((r) => r.path === '/auth/notifications/read');
    expect(read).toMatchObject({ method: 'POST' });
    expect(changes.at(-1)).toBe(0);
    off();
  });

  it('closes on Escape and gives focus back to the bell', async () => {
    server.answer('/auth/notifications', { status: 200, body: { data: { messages: [], unread_count: 0 } } });
    renderChrome(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'اعلان‌ها' });
    await userEvent.click(bell);
    expect(screen.getByText('اعلانی ندارید')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'اعلان‌ها' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('shows a text answer as it is', async () => {
    server.answer('/auth/notifications', { status: 200, body: 'سامانهٔ اعلان‌ها در حال به‌روزرسانی است.' });
    renderChrome(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'اعلان‌ها' }));
    expect(await screen.findByText('سامانهٔ اعلان‌ها در حال به‌روزرسانی است.')).toBeInTheDocument();
  });
});
