import { screen } from '@testing-library/react';
import { Route, Routes } from '@shared/router';
import { withTestServer } from '@shared/api-client/testing';
import { LocationProbe, renderShell } from '../testing/render-shell.tsx';
import ShortLinkPage from './ShortLinkPage.tsx';

const server = withTestServer();
beforeAll(() => {
  server.answer('/front/search', { status: 200, body: { data: { topics: [], contents: [], courses: [], posts: [] } } });
});

function renderKey(key: string, target: string | null, leave = jest.fn()) {
  server.answer(
    `/front/short-link/${key}`,
    target === null ? { status: 404, body: { message: 'پیدا نشد' } } : { status: 200, body: { data: { key, target } } },
  );
  renderShell(
    <Routes>
      <Route path="/s/:key" element={<ShortLinkPage leave={leave} />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route: `/s/${key}` },
  );
  return leave;
}

describe('short link page', () => {
  it('goes to a path of this site, replacing the short link in history', async () => {
    renderKey('math7', '/course/math-grade-7');
    expect(await screen.findByTestId('location')).toHaveTextContent('/course/math-grade-7');
  });

  it('leaves for an allowed host', async () => {
    const leave = renderKey('ex', 'https://www.aparat.com/v/intro');
    expect(await screen.findByText('www.aparat.com')).toBeInTheDocument();
    expect(leave).toHaveBeenCalledWith('https://www.aparat.com/v/intro');
  });

  it.each([
    ['evil', 'https://evil.example/login'],
    ['js', 'javascript:alert(document.cookie)'],
    ['proto', '//evil.example/course'],
    ['loop', '/s/math7'],
  ])('refuses the %s target and stays on the site', async (key, target) => {
    const leave = renderKey(key, target);
    expect(await screen.findByRole('heading', { name: 'این پیوند باز نمی‌شود' })).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'رفتن به صفحهٔ اصلی' })).toHaveAttribute('href', '/');
  });

  it('shows the 404 page for an unknown key', async () => {
    renderKey('nope', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'صفحه پیدا نشد' })).toBeInTheDocument();
  });
});
