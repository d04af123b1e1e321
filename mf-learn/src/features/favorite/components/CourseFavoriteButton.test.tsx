import { bus } from '@shared/event-bus';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { COURSE, feedbackPage } from '../../../testing/learn-fixtures.ts';
import { announceSession, renderLearn, setUpTestApi } from '../../../testing/render-learn.tsx';

const { api, urls } = setUpTestApi();
jest.setTimeout(20_000);

const LIST = '/front/profile/favorites';
const ADD = 'افزودن به علاقه‌مندی‌ها';
const REMOVE = 'حذف از علاقه‌مندی‌ها';

const saved = {
  kind: 'course',
  slug: COURSE.slug,
  saved_at: '2024-11-20T08:00:00Z',
  course: COURSE,
};

let snackbars: unknown[] = [];
let stopListening: () => void = () => undefined;
beforeEach(() => {
  api().answer('/front/course/get-course-details', { status: 200, body: { data: COURSE } });
  api().answer('/front/feedback/list', { status: 200, body: feedbackPage() });
  api().requests.splice(0);
  snackbars = [];
  stopListening = bus.on('platform:snackbar:requested', (payload) => snackbars.push(payload));
});
afterEach(() => stopListening());

/**
 * Holds the favourite's POST or DELETE on its way until `release` is called.
 * It wraps the fetch the test API installed (which the test API puts back after each test);
 * `jest.spyOn` would hand back that same mock and make it call itself.
 */
function holdChanges() {
  const previous = globalThis.fetch;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input instanceof Request && input.method !== 'GET' && input.url.includes(LIST)) await held;
    return previous(input, init);
  };
  return { release };
}

/** The favourite's own POSTs and DELETEs (the page also POSTs for its comments). */
const changes = () => api().requests.filter((request) => request.method !== 'GET' && request.path.startsWith(LIST));

describe('the course page’s favourite button', () => {
  it('sends a guest to login, coming back to the course, and asks the server nothing', async () => {
    const view = renderLearn('/course/math-grade-7');
    fireEvent.click(await screen.findByRole('button', { name: ADD }));
    expect(view.location()).toBe('/user/login?backUrl=%2Fcourse%2Fmath-grade-7');
    expect(urls.filter((url) => url.includes('favorites'))).toEqual([]);
  });

  it('a guest’s press is done once they are back from login, and not again for a course already kept', async () => {
    const guest = renderLearn('/course/math-grade-7');
    fireEvent.click(await screen.findByRole('button', { name: ADD }));
    guest.unmount();

    announceSession(true);
    api().answer(LIST, [
      { status: 200, body: { data: [] } },
      { status: 201, body: { message: 'دوره به علاقه‌مندی‌ها افزوده شد.', data: saved } },
      { status: 200, body: { data: [saved] } },
    ]);
    const back = renderLearn('/course/math-grade-7');
    expect(await screen.findByRole('button', { name: REMOVE, pressed: true })).toBeInTheDocument();
    await waitFor(() => expect(changes().map((request) => request.method)).toEqual(['POST']));
    back.unmount();

    // Once done, the press is forgotten: the next visit asks nothing.
    renderLearn('/course/math-grade-7');
    await screen.findByRole('button', { name: REMOVE, pressed: true });
    expect(changes()).toHaveLength(1);
  });

  it('shows the course as a favourite at once, before the server answers, and keeps it', async () => {
    announceSession(true);
    // The test server answers by path: the list, then the POST, then the list again.
    api().answer(LIST, [
      { status: 200, body: { data: [] } },
      { status: 201, body: { message: 'دوره به علاقه‌مندی‌ها افزوده شد.', data: saved } },
      { status: 200, body: { data: [saved] } },
    ]);
    renderLearn('/course/math-grade-7');
    const button = await screen.findByRole('button', { name: ADD, pressed: false });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    const held = holdChanges();
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: REMOVE, pressed: true })).toBe(button);
    expect(changes()).toEqual([]);
    held.release();
    await waitFor(() => expect(changes()).toEqual([{ method: 'POST', path: LIST, authorization: undefined }]));
    // The list is asked for again (the key the profile page reads), and it agrees.
    await waitFor(() =>
      expect(api().requests.filter((request) => request.method === 'GET' && request.path === LIST)).toHaveLength(2),
    );
    expect(screen.getByRole('button', { name: REMOVE, pressed: true })).toBeInTheDocument();
    expect(snackbars).toEqual([]);
  });

  it('goes back to how it was, and says so, when the server refuses', async () => {
    announceSession(true);
    api().answer(LIST, { status: 200, body: { data: [saved] } });
    api().answer(`${LIST}/course/math-grade-7`, { status: 503 });
    renderLearn('/course/math-grade-7');
    const button = await screen.findByRole('button', { name: REMOVE, pressed: true });
    const held = holdChanges();
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    held.release();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(button).toHaveAccessibleName(REMOVE);
    // The site server's 503 says why (the client's gateway snackbar), the button what was not done.
    expect(snackbars).toContainEqual({ type: 'error', message: 'حذف از علاقه‌مندی‌ها انجام نشد؛ دوباره تلاش کنید.' });
    expect(changes()).toEqual([{ method: 'DELETE', path: `${LIST}/course/math-grade-7`, authorization: undefined }]);
  });
});
