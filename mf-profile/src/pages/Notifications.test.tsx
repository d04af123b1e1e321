import { screen, waitFor, within } from '@testing-library/react';
import { notification } from '../testing/profile-fixtures.ts';
import { announceSession, recordBus, renderProfile, setUpTestApi } from '../testing/render-profile.tsx';

const { api } = setUpTestApi();
const recounts = recordBus('platform:notifications:changed');
jest.setTimeout(20_000);

const reads = () => api().requests.filter((request) => request.path === '/auth/notifications/read');

describe('Notifications', () => {
  it('lists sender, text, date and state, reads the new ones on opening and tells the bell', async () => {
    announceSession(true);
    api().answer('/auth/notifications', {
      status: 200,
      body: { data: { messages: [notification(1, false), notification(2, true)], unread_count: 1 } },
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
    expect(second).toHaveTextContent('خوانده‌شده');
    expect(await screen.findByText('۱ اعلان تازه داشتید.')).toBeInTheDocument();
    await waitFor(() => expect(recounts).toEqual([{ unread: 0 }]));
    expect(reads()).toHaveLength(1);
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
