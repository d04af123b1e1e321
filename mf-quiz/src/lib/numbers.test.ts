import { pageNumberOf, positiveIntOf } from './numbers.ts';

describe('numbers from the address bar', () => {
  it.each([
    ['3', 3],
    ['۳', 3],
    ['٣', 3],
    [' 12 ', 12],
  ])('reads %p as %p', (raw, expected) => {
    expect(positiveIntOf(raw)).toBe(expected);
  });

  it.each([null, '', '0', '-1', '1.5', 'abc', '1e3', '99999999999'])('refuses %p', (raw) => {
    expect(positiveIntOf(raw)).toBeUndefined();
  });

  it('a bad page is page 1', () => {
    expect(pageNumberOf('x')).toBe(1);
    expect(pageNumberOf('۲')).toBe(2);
  });
});
