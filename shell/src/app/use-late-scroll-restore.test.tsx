import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@shared/router';
import { useLateScrollRestore } from './use-late-scroll-restore.ts';

function Frame() {
  useLateScrollRestore();
  return <p>صفحه</p>;
}

describe('useLateScrollRestore', () => {
  it('scrolls back to the saved place once a returning page has grown tall enough', () => {
    let grew: (() => void) | undefined;
    const browserObserver = window.ResizeObserver;
    window.ResizeObserver = class {
      constructor(callback: () => void) {
        grew = callback;
      }
      observe() {}
      disconnect() {
        grew = undefined;
      }
    } as unknown as typeof ResizeObserver;
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const height = jest.spyOn(document.documentElement, 'scrollHeight', 'get');
    try {
      // A reload or a return (the router's load is a POP) to an entry left 900 px down.
      sessionStorage.setItem('react-router-scroll-positions', JSON.stringify({ default: 900 }));
      height.mockReturnValue(900);
      render(<RouterProvider router={createMemoryRouter([{ path: '*', element: <Frame /> }])} />);
      grew?.();
      expect(scrollTo).not.toHaveBeenCalled();

      // The area's page has come: now the place can be reached.
      height.mockReturnValue(3000);
      grew?.();
      expect(scrollTo).toHaveBeenCalledWith({ top: 900, left: 0, behavior: 'instant' });
      expect(grew).toBeUndefined();
    } finally {
      window.ResizeObserver = browserObserver;
      scrollTo.mockRestore();
      height.mockRestore();
      sessionStorage.clear();
    }
  });
});
