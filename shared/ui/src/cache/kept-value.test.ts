import { keptValue } from './kept-value.ts';

describe('keptValue', () => {
  it('makes a value once per key, an undefined one included', () => {
    const cache = new Map<string, number | undefined>();
    const make = jest.fn(() => undefined);
    expect(keptValue(cache, 4, '/nowhere', make)).toBeUndefined();
    expect(keptValue(cache, 4, '/nowhere', make)).toBeUndefined();
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('drops the least recently used value once the limit is reached', () => {
    const cache = new Map<string, string>();
    const make = (key: string) => () => `value of ${key}`;
    keptValue(cache, 2, 'a', make('a'));
    keptValue(cache, 2, 'b', make('b'));
    keptValue(cache, 2, 'a', make('a'));
    keptValue(cache, 2, 'c', make('c'));
    expect([...cache.keys()]).toEqual(['a', 'c']);
  });
});
