import { HEADER_HIDE_AFTER_PX, nextScrollVisibility, type ScrollVisibility } from './scroll-visibility.ts';

function scrollThrough(positions: number[]): boolean[] {
  let state: ScrollVisibility = { hidden: false, lastY: 0 };
  return positions.map((y) => {
    state = nextScrollVisibility(state, y, HEADER_HIDE_AFTER_PX);
    return state.hidden;
  });
}

describe('header visibility on scroll', () => {
  it('stays while scrolling down the first 200 px', () => {
    expect(scrollThrough([50, 120, 200])).toEqual([false, false, false]);
  });

  it('hides on scrolling down past 200 px and returns on scrolling up', () => {
    expect(scrollThrough([150, 260, 400, 380, 500])).toEqual([false, true, true, false, true]);
  });

  it('returns near the top whatever the direction', () => {
    expect(scrollThrough([600, 900, 180])).toEqual([true, true, false]);
  });

  it('keeps its state when the position does not change', () => {
    expect(scrollThrough([300, 300])).toEqual([true, true]);
  });
});
