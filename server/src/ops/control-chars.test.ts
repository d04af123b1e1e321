import { escapeControlChars } from './control-chars.ts';

describe('escapeControlChars', () => {
  it('escapes C0, DEL and C1 control characters and keeps everything else', () => {
    expect(escapeControlChars('a\nb\u001b[2Jc\u007f\u0085\u009fd')).toBe('a\\u000ab\\u001b[2Jc\\u007f\\u0085\\u009fd');
    expect(escapeControlChars('\u0000')).toBe('\\u0000');
    expect(escapeControlChars('خطا در بارگذاری ~ \u00a0 é')).toBe('خطا در بارگذاری ~ \u00a0 é');
  });
});
