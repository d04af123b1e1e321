import { bus } from '@shared/event-bus';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { favoritesQuery, type Favorite } from './favorites.ts';
import { useFavorite } from './favorite-toggle.ts';
import { configureApiClient } from './http.ts';
import { withTestServer } from './test-server.ts';

const styles = { styles: { thumbnail: '/t.svg' } };

const ARTICLE: Favorite = {
  kind: 'article',
  slug: 'weekly-study-timetable',
  saved_at: '2024-11-20T08:00:00Z',
  article: {
    id: 7,
    title: 'برنامهٔ هفتگی درس خواندن',
    slug: 'weekly-study-timetable',
    excerpt: 'چطور هفته را بچینیم',
    picture_styles: styles,
    author: { name: 'مریم رضایی', avatar: '/m.svg' },
    published_at: '2024-10-01T05:00:00Z',
    reading_minutes: 5,
    views_count: 1200,
    is_featured: false,
    category: { id: 2, name: 'مهارت‌های مطالعه', slug: 'study-skills' },
  },
};

function announce(loggedIn: boolean) {
  act(() =>
    bus.emit('platform:session:changed', { loggedIn, user: loggedIn ? { fullName: 'سارا', avatar: null } : null }),
  );
}

describe('the favourite button and the favourites page share one query', () => {
  const server = withTestServer();
  beforeAll(() => {
    configureApiClient({ base: server.apiBase, accessToken: () => 'session-token' });
  });
  afterEach(() => {
    announce(false);
    server.reset();
    server.requests.splice(0);
  });

  it('a press on an article’s button makes the favourites page (another app) ask for its list again', async () => {
    // The list, then the add (same path, POST), then the list the refetch brings.
    server.answer('/front/profile/favorites', [
      { status: 200, body: { data: [] } },
      { status: 200, body: { message: 'به علاقه‌مندی‌ها افزوده شد.', data: ARTICLE } },
      { status: 200, body: { data: [ARTICLE] } },
    ]);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    announce(true);
    const { result } = renderHook(
      () => ({
        button: useFavorite('article', ARTICLE.slug),
        // What the profile's favourites page reads: the factory, so the same key.
        page: useQuery(favoritesQuery()),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.page.data?.data).toEqual([]));
    expect(result.current.button.pressed).toBe(false);

    act(() => result.current.button.toggle());

    await waitFor(() =>
      expect(result.current.page.data?.data.map((favorite) => favorite.slug)).toEqual([ARTICLE.slug]),
    );
    expect(result.current.button.pressed).toBe(true);
    expect(server.requests.map((request) => request.method)).toEqual(['GET', 'POST', 'GET']);
  });
});
