import { ELLIPSIS, pageRange } from './page-range.ts';

describe('pageRange', () => {
  it('shows every page when there are few', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shortens many pages around the current one, always in seven slots', () => {
    expect(pageRange(1, 20)).toEqual([1, 2, 3, 4, 5, ELLIPSIS, 20]);
    expect(pageRange(10, 20)).toEqual([1, ELLIPSIS, 9, 10, 11, ELLIPSIS, 20]);
    expect(pageRange(20, 20)).toEqual([1, ELLIPSIS, 16, 17, 18, 19, 20]);
    expect(pageRange(4, 8)).toEqual([1, 2, 3, 4, 5, ELLIPSIS, 8]);
    expect(pageRange(5, 8)).toEqual([1, ELLIPSIS, 4, 5, 6, 7, 8]);
  });
});
