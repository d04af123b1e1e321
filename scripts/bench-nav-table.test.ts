import { formatTable, median, ratio } from './bench-nav-table.ts';

describe('median', () => {
  it('takes the middle run of an odd count, whatever the order', () => {
    expect(median([900, 300, 500, 700, 100])).toBe(500);
  });

  it('leaves out runs that gave no value, and is NaN when none did', () => {
    expect(median([undefined, 10, Number.NaN, 30])).toBe(20);
    expect(median([undefined, undefined])).toBeNaN();
  });
});

describe('ratio', () => {
  it('divides federated by monolith', () => {
    expect(ratio(300, 200)).toBe(1.5);
  });

  it('means nothing for a missing median or a monolith of 0', () => {
    expect(ratio(Number.NaN, 200)).toBeUndefined();
    expect(ratio(0.1, 0)).toBeUndefined();
  });
});

describe('formatTable', () => {
  it('prints medians in whole ms, CLS to 3 decimals, and the ratio to 2', () => {
    const lines = formatTable([
      { label: 'LCP /', unit: 'ms', federated: [2000, 2227.4, 2500], monolith: [949, 900, 1000] },
      { label: 'CLS /', unit: 'score', federated: [0.18, 0.17, 0.165], monolith: [0.17, 0.17, 0.17] },
    ]);
    expect(lines).toEqual([
      '| metric | federated (median ms) | monolith (median ms) | ratio |',
      '| --- | ---: | ---: | ---: |',
      '| LCP / | 2,227 | 949 | 2.35 |',
      '| CLS / (value, not ms) | 0.170 | 0.170 | 1.00 |',
    ]);
  });

  it('says how many runs gave a value when some did not, and leaves the ratio out when it means nothing', () => {
    const [, , line] = formatTable([
      { label: 'click', unit: 'ms', federated: [undefined, undefined], monolith: [100, undefined] },
    ]);
    expect(line).toBe('| click | — (0/2 runs) | 100 (1/2 runs) | — |');
  });

  it('shows a CLS of 0 without a ratio', () => {
    const [, , line] = formatTable([{ label: 'CLS', unit: 'score', federated: [0.02], monolith: [0] }]);
    expect(line).toBe('| CLS (value, not ms) | 0.020 | 0.000 | — |');
  });
});
