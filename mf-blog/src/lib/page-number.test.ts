import { pageNumberOf } from './page-number.ts';

describe('pageNumberOf', () => {
  it.each([
    ['3', 3],
    ['۳', 3],
    ['٣', 3],
    [' 12 ', 12],
    [null, 1],
    ['', 1],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['99999', 1],
  ])('reads %j as page %i', (value, page) => {
    expect(pageNumberOf(value)).toBe(page);
  });
});
