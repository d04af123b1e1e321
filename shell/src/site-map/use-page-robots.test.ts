import { renderHook } from '@testing-library/react';
import { usePageRobots } from './use-page-robots.ts';

const robots = () =>
  [...document.head.querySelectorAll('meta[name="robots"]')].map((meta) => meta.getAttribute('content'));

afterEach(() => document.head.querySelectorAll('meta[name="robots"]').forEach((meta) => meta.remove()));

describe('usePageRobots', () => {
  it('says noindex while a private page shows, and takes it away with the page', () => {
    const view = renderHook(({ noindex }) => usePageRobots(noindex), { initialProps: { noindex: true } });
    expect(robots()).toEqual(['noindex']);
    view.rerender({ noindex: false });
    expect(robots()).toEqual([]);
    view.unmount();
  });

  it('removes the rule the server wrote for the first page once a public page shows', () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="robots" content="noindex" />');
    renderHook(() => usePageRobots(false));
    expect(robots()).toEqual([]);
  });

  it('keeps the server’s rule on the page it was written for, without a second one', () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="robots" content="noindex" />');
    renderHook(() => usePageRobots(true));
    expect(robots()).toEqual(['noindex']);
  });
});
