import { bus } from '@shared/event-bus';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fullPost, postCard, SIDEBAR } from '../../../testing/blog-fixtures.ts';
import { renderBlog, setUpTestApi } from '../../../testing/render-blog.tsx';

const { api, urls } = setUpTestApi();
jest.setTimeout(20_000);

const SLUG = 'test-taking-strategy-two-pass';
const LIST = '/front/profile/favorites';
const saved = {
  kind: 'article',
  slug: SLUG,
  saved_at: '2024-11-20T08:00:00Z',
  article: postCard(1, { slug: SLUG }),
};

const announce = (loggedIn: boolean) =>
  act(() => {
    bus.emit('platform:session:changed', {
      loggedIn,
      user: loggedIn ? { fullName: 'سارا محمدی', avatar: null } : null,
    });
  });

beforeEach(() => {
  api().requests.splice(0);
  api().answer('/front/blog/sidebar', { status: 200, body: SIDEBAR });
  api().answer(`/front/blog/${SLUG}`, { status: 200, body: { data: fullPost() } });
});
afterEach(() => announce(false));

describe('the article’s favourite button', () => {
  it('sits next to sharing and sends a guest to login, coming back to the article', async () => {
    const view = renderBlog(`/articles/${SLUG}`);
    expect(await screen.findByRole('button', { name: 'هم‌رسانی' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'افزودن به علاقه‌مندی‌ها', pressed: false }));
    expect(view.location()).toBe(`/user/login?backUrl=${encodeURIComponent(`/articles/${SLUG}`)}`);
    expect(urls.filter((url) => url.includes('favorites'))).toEqual([]);
  });

  it('a guest’s press is done once they are back from login: the article is among the favourites', async () => {
    const guest = renderBlog(`/articles/${SLUG}`);
    await screen.findByRole('button', { name: 'هم‌رسانی' });
    fireEvent.click(screen.getByRole('button', { name: 'افزودن به علاقه‌مندی‌ها', pressed: false }));
    guest.unmount();

    announce(true);
    api().answer(LIST, [
      { status: 200, body: { data: [] } },
      { status: 201, body: { message: 'مقاله به علاقه‌مندی‌ها افزوده شد.', data: saved } },
      { status: 200, body: { data: [saved] } },
    ]);
    renderBlog(`/articles/${SLUG}`);
    expect(await screen.findByRole('button', { name: 'حذف از علاقه‌مندی‌ها', pressed: true })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        api()
          .requests.filter((request) => request.path === LIST)
          .map((request) => request.method),
      ).toEqual(['GET', 'POST', 'GET']),
    );
  });

  it('adds the article for a logged-in student, and then offers to remove it', async () => {
    announce(true);
    // The test server answers by path: the list, then the POST, then the list again.
    api().answer(LIST, [
      { status: 200, body: { data: [] } },
      { status: 201, body: { message: 'مقاله به علاقه‌مندی‌ها افزوده شد.', data: saved } },
      { status: 200, body: { data: [saved] } },
    ]);
    renderBlog(`/articles/${SLUG}`);
    const button = await screen.findByRole('button', { name: 'افزودن به علاقه‌مندی‌ها', pressed: false });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'حذف از علاقه‌مندی‌ها', pressed: true })).toBe(button);
    await waitFor(() =>
      expect(
        api()
          .requests.filter((request) => request.path === LIST)
          .map((request) => request.method),
      ).toEqual(['GET', 'POST', 'GET']),
    );
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });
});
