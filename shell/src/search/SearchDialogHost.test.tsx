import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@shared/router';
import { searchSite, type SearchResult } from '@shared/api-client';
import type * as ApiClient from '@shared/api-client';
import { bus } from '@shared/event-bus';
import { LocationProbe, renderShell } from '../pages/testing/render-shell.tsx';
import { SearchDialogHost } from './SearchDialogHost.tsx';

// The dialog asks through the call's query options, whose queryFn holds the real call: it is rebuilt around the mock.
jest.mock('@shared/api-client', () => {
  const actual = jest.requireActual<typeof ApiClient>('@shared/api-client');
  const mockSearch = jest.fn();
  return {
    ...actual,
    searchSite: mockSearch,
    siteSearchQuery: (query: string) => ({
      ...actual.siteSearchQuery(query),
      queryFn: ({ signal }: { signal: AbortSignal }) => mockSearch(query, signal),
    }),
  };
});

const search = searchSite as jest.MockedFunction<typeof searchSite>;
const image = { styles: { thumbnail: '/api/dev-media/course/x.svg?w=320' } };

const FOUND: SearchResult = {
  topics: [{ name: 'معادلهٔ درجهٔ دوم', slug: 'quadratic' }],
  contents: [
    { title: 'حل معادله', slug: 'solve', image_styles: image, course: { title: 'ریاضی نهم', slug: 'math-grade-9' } },
  ],
  courses: [{ title: 'ریاضی هفتم', slug: 'math-grade-7', image_styles: image }],
  posts: [{ title: 'ده نکته برای امتحان', slug: 'ten-tips', picture_styles: image }],
};
const NOTHING: SearchResult = { topics: [], contents: [], courses: [], posts: [] };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function renderHost() {
  return renderShell(
    <>
      <SearchDialogHost />
      <Routes>
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </>,
  );
}

function openSearch(query?: string) {
  act(() => bus.emit('platform:search:requested', query === undefined ? {} : { query }));
}

beforeEach(() => search.mockReset());

describe('search dialog', () => {
  it('opens full screen on request and searches at once, grouping what it found', async () => {
    search.mockResolvedValue(FOUND);
    renderHost();
    openSearch('معادله');
    const dialog = screen.getByRole('dialog', { name: 'جست‌وجو' });
    expect(within(dialog).getByRole('searchbox', { name: 'دوره، درس، مقاله یا مبحث' })).toHaveValue('معادله');
    expect(screen.getByTestId('search-skeleton')).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith('معادله', expect.any(AbortSignal));

    expect(await within(dialog).findByRole('link', { name: 'معادلهٔ درجهٔ دوم' })).toHaveAttribute(
      'href',
      '/question/topic/quadratic',
    );
    expect(within(dialog).getByRole('link', { name: 'حل معادله' })).toHaveAttribute(
      'href',
      '/course/content/math-grade-9/solve',
    );
    expect(within(dialog).getByRole('link', { name: 'ریاضی هفتم' })).toHaveAttribute('href', '/course/math-grade-7');
    expect(within(dialog).getByRole('link', { name: 'ده نکته برای امتحان' })).toHaveAttribute(
      'href',
      '/articles/ten-tips',
    );
    const headings = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['مبحث‌های بانک سؤال', 'درس‌ها', 'دوره‌ها', 'مقاله‌ها']);
    expect(within(dialog).getByRole('region', { name: 'دوره‌ها' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('۴ نتیجه پیدا شد');
  });

  it('an empty query searches too (the call uses the default letter)', async () => {
    search.mockResolvedValue(FOUND);
    renderHost();
    openSearch();
    await screen.findByRole('link', { name: 'ریاضی هفتم' });
    expect(search).toHaveBeenCalledWith('', expect.any(AbortSignal));
  });

  it('says so when nothing is found', async () => {
    search.mockResolvedValue(NOTHING);
    renderHost();
    openSearch('zzqq');
    expect(await screen.findByRole('heading', { name: 'نتیجه‌ای پیدا نشد' })).toBeInTheDocument();
  });

  it('waits 500 ms after typing, reads Persian and Arabic digits, and drops a stale answer', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const slow = deferred<SearchResult>();
    search.mockResolvedValueOnce(FOUND).mockReturnValueOnce(slow.promise).mockResolvedValue(NOTHING);
    renderHost();
    openSearch('');
    await act(() => jest.advanceTimersByTimeAsync(0));
    const box = screen.getByRole('searchbox');

    await user.type(box, 'ریاضی');
    await act(() => jest.advanceTimersByTimeAsync(499));
    expect(search).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(search).toHaveBeenCalledTimes(2);
    const staleSignal = search.mock.calls[1]![1]!;

    await user.clear(box);
    await user.type(box, '۷٧');
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(search).toHaveBeenLastCalledWith('77', expect.any(AbortSignal));
    expect(staleSignal.aborted).toBe(true);

    await act(async () => slow.resolve(FOUND));
    expect(await screen.findByRole('heading', { name: 'نتیجه‌ای پیدا نشد' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ریاضی هفتم' })).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it('Enter searches without waiting', async () => {
    search.mockResolvedValue(NOTHING);
    renderHost();
    openSearch('');
    await userEvent.type(screen.getByRole('searchbox'), 'فیزیک{Enter}');
    expect(search).toHaveBeenLastCalledWith('فیزیک', expect.any(AbortSignal));
  });

  it('closes with Escape, and when a result takes the student to its page', async () => {
    search.mockResolvedValue(FOUND);
    renderHost();
    openSearch('ریاضی');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    openSearch('ریاضی');
    await userEvent.click(await screen.findByRole('link', { name: 'ریاضی هفتم' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/course/math-grade-7');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
