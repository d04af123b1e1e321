import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@shared/router';
import { useScrollToTop } from './use-scroll-to-top.ts';

function Page() {
  useScrollToTop();
  return <p>صفحه</p>;
}

describe('useScrollToTop', () => {
  it('starts a page reached by a link at the top, and leaves a load, back and forward to the restoration', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/articles/a'] });
    render(<RouterProvider router={router} />);
    // The load itself: the shell's restoration decides (the top for a fresh load, the saved place on a reload).
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/articles/b'));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    // Back: the restored position must not be undone.
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    scrollTo.mockRestore();
  });
});
