import { formatPrice } from './price.ts';

describe('formatPrice', () => {
  it('shows the API’s rial as toman, with Persian digits and grouping', () => {
    expect(formatPrice(3_900_000)).toBe('۳۹۰٬۰۰۰ تومان');
    expect(formatPrice(1_500_000)).toBe('۱۵۰٬۰۰۰ تومان');
    expect(formatPrice(25_000)).toBe('۲٬۵۰۰ تومان');
  });

  it('says «رایگان» for a free course', () => {
    expect(formatPrice(0)).toBe('رایگان');
  });

  it('never shows a paid price as zero toman', () => {
    expect(formatPrice(4)).toBe('۱ تومان');
    expect(formatPrice(15)).toBe('۲ تومان');
  });
});
