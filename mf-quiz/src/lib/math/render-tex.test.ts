import { renderTex, withPersianDigits } from './render-tex.ts';

describe('typeset formulas in Persian digits', () => {
  it('writes the numbers of a formula in Persian digits, with the Persian decimal mark', () => {
    const holder = document.createElement('div');
    holder.innerHTML = renderTex('\\frac{1}{2} + 2.5 = 3', false);
    const text = holder.querySelector('.katex-html')!.textContent!;
    expect(text).toContain('۱');
    expect(text).toContain('۲٫۵');
    expect(text).not.toMatch(/[0-9]/);
  });

  it('leaves the digits inside tags (sizes, styles) as they are', () => {
    expect(withPersianDigits('<span style="height:1.2em">12</span>')).toBe('<span style="height:1.2em">۱۲</span>');
  });
});
