import { scrollIntoViewWithin } from './scroll-within.ts';

function box(top: number, height: number): DOMRect {
  return { top, bottom: top + height, height, left: 0, right: 100, width: 100, x: 0, y: top, toJSON: () => ({}) };
}

/** A sidebar 400 px tall that scrolls, holding an item at the given top. */
function sidebarWithItemAt(itemTop: number) {
  const sidebar = document.createElement('aside');
  sidebar.style.overflowY = 'auto';
  const item = document.createElement('a');
  sidebar.append(item);
  document.body.append(sidebar);
  Object.defineProperty(sidebar, 'scrollHeight', { value: 3000 });
  Object.defineProperty(sidebar, 'clientHeight', { value: 400 });
  sidebar.getBoundingClientRect = () => box(100, 400);
  item.getBoundingClientRect = () => box(itemTop, 40);
  return { sidebar, item };
}

describe('scrollIntoViewWithin', () => {
  afterEach(() => document.body.replaceChildren());

  it('scrolls the sidebar so an item below its fold sits in its middle, leaving the page alone', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { sidebar, item } = sidebarWithItemAt(1500);
    scrollIntoViewWithin(item);
    // 1500 - 100 - (400 - 40) / 2
    expect(sidebar.scrollTop).toBe(1220);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves a visible item where it is', () => {
    const { sidebar, item } = sidebarWithItemAt(200);
    scrollIntoViewWithin(item);
    expect(sidebar.scrollTop).toBe(0);
  });
});
