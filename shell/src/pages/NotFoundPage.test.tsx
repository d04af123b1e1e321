import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@shared/router';
import { withTestServer } from '@shared/api-client/testing';
import NotFoundPage from './NotFoundPage.tsx';
import { suggestionWord } from './not-found/suggestion-word.ts';
import { LocationProbe, renderShell } from './testing/render-shell.tsx';

const image = { styles: { thumbnail: '/a.svg' } };
const hits = {
  data: {
    topics: [{ name: 'کسر', slug: 'fractions' }],
    contents: [
      { title: 'جمع کسرها', slug: 'add', image_styles: image, course: { title: 'ریاضی', slug: 'math-grade-5' } },
    ],
    courses: [{ title: 'ریاضی پنجم', slug: 'math-grade-5', image_styles: image }],
    posts: [{ title: 'کسر به زبان ساده', slug: 'fractions-simply', picture_styles: image }],
  },
};

const server = withTestServer();

function renderAt(path: string) {
  return renderShell(
    <Routes>
      <Route path="/" element={<LocationProbe />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>,
    { route: path },
  );
}

describe('404 page', () => {
  it('says the page was not found, names the path and is titled 404 with the message', async () => {
    server.answer('/front/search', { status: 200, body: hits });
    renderAt('/no/such-page');
    expect(screen.getByRole('heading', { level: 1, name: 'صفحه پیدا نشد' })).toBeInTheDocument();
    const path = screen.getByText('/no/such-page');
    expect(path.tagName).toBe('BDI');
    expect(path).toHaveAttribute('dir', 'ltr');
    // The title is plain text: invisible isolate marks keep the path's slash at its start.
    expect(document.title).toBe('404 صفحه پیدا نشد: \u2066/no/such-page\u2069 | دانش‌سرا');
    await screen.findByRole('link', { name: 'کسر' });
  });

  it('suggests contents, questions, courses and articles', async () => {
    server.answer('/front/search', { status: 200, body: hits });
    renderAt('/articles/کسر');
    const groups = await screen.findAllByRole('navigation');
    expect(groups.map((group) => group.getAttribute('aria-labelledby'))).toEqual([
      'suggest-contents',
      'suggest-questions',
      'suggest-courses',
      'suggest-articles',
    ]);
    expect(screen.getByRole('link', { name: 'جمع کسرها' })).toHaveAttribute('href', '/course/content/math-grade-5/add');
    expect(screen.getByRole('link', { name: 'کسر' })).toHaveAttribute('href', '/question/topic/fractions');
    expect(screen.getByRole('link', { name: 'ریاضی پنجم' })).toHaveAttribute('href', '/course/math-grade-5');
    expect(screen.getByRole('link', { name: 'کسر به زبان ساده' })).toHaveAttribute(
      'href',
      '/articles/fractions-simply',
    );
  });

  it('goes home from the home button, and back goes home on the first page of a visit', async () => {
    server.answer('/front/search', { status: 200, body: hits });
    renderAt('/missing');
    await userEvent.click(screen.getByRole('button', { name: 'بازگشت به صفحهٔ قبل' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('still offers home and back when suggestions cannot load', async () => {
    server.answer('/front/search', { status: 500, body: {} });
    renderAt('/missing');
    expect(screen.getByRole('link', { name: 'صفحهٔ اصلی' })).toHaveAttribute('href', '/');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'شاید این‌ها به کارتان بیاید' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'بازگشت به صفحهٔ قبل' })).toBeInTheDocument();
  });
});

describe('the word a 404 searches for', () => {
  it.each([
    ['/articles/%D8%B1%DB%8C%D8%A7%D8%B6%DB%8C-%D9%87%D9%81%D8%AA%D9%85', 'ریاضی'],
    ['/course/chemistry-grade-10', 'chemistry'],
    ['/s/7', ''],
    ['/', ''],
    ['/page/%E0%A4%A', ''],
  ])('%s → %j', (path, word) => {
    expect(suggestionWord(path)).toBe(word);
  });
});
