import { readSerial } from './read-serial.ts';

describe('readSerial', () => {
  it('reads Persian, Arabic and Latin digits', () => {
    expect(readSerial('۱۰۰۴۵۷')).toBe('100457');
    expect(readSerial('١٠٠٤٥٧')).toBe('100457');
    expect(readSerial(' 100457 ')).toBe('100457');
  });

  it('allows spaces and thousands separators between digits', () => {
    expect(readSerial('۱۰۰٬۴۵۷')).toBe('100457');
    expect(readSerial('100,457')).toBe('100457');
  });

  it('is undefined for anything that is not a number', () => {
    for (const text of ['', '   ', 'کتاب', '12a', '-5', '1.5', '0', '0000', '1234567890']) {
      expect(readSerial(text)).toBeUndefined();
    }
  });
});
