import { splitMath } from './split-math.ts';

describe('splitMath', () => {
  it('finds inline formulas between single dollars', () => {
    expect(splitMath('حاصل $\\frac{1}{2}+\\frac{1}{3}$ کدام است؟')).toEqual([
      { kind: 'text', text: 'حاصل ' },
      { kind: 'math', tex: '\\frac{1}{2}+\\frac{1}{3}', display: false },
      { kind: 'text', text: ' کدام است؟' },
    ]);
  });

  it('finds display formulas between double dollars', () => {
    expect(splitMath('$$x^2$$ و $y$')).toEqual([
      { kind: 'math', tex: 'x^2', display: true },
      { kind: 'text', text: ' و ' },
      { kind: 'math', tex: 'y', display: false },
    ]);
  });

  it('keeps an escaped dollar, an unclosed dollar and an empty pair as text', () => {
    expect(splitMath('قیمت \\$5 است')).toEqual([{ kind: 'text', text: 'قیمت $5 است' }]);
    expect(splitMath('فقط $ یکی')).toEqual([{ kind: 'text', text: 'فقط $ یکی' }]);
    expect(splitMath('خالی $$ است')).toEqual([{ kind: 'text', text: 'خالی $$ است' }]);
  });

  it('does not end a formula at an escaped dollar inside it', () => {
    expect(splitMath('$a\\$b$')).toEqual([{ kind: 'math', tex: 'a\\$b', display: false }]);
  });

  it('plain text is one segment; empty text none', () => {
    expect(splitMath('بدون فرمول')).toEqual([{ kind: 'text', text: 'بدون فرمول' }]);
    expect(splitMath('')).toEqual([]);
  });
});
