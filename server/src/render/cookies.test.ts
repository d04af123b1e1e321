import { cookieValue, SYSTEM_THEME_COOKIE, THEME_COOKIE, themeFrom } from './cookies.ts';

describe('cookieValue', () => {
  it('finds a cookie among others, whatever the spaces', () => {
    expect(cookieValue('a=1; b=2;c=3', 'b')).toBe('2');
    expect(cookieValue('a=1;c=3', 'c')).toBe('3');
    expect(cookieValue('  b =  x  ; a=1', 'b')).toBe('x');
  });

  it('decodes an encoded value and keeps an = inside it', () => {
    expect(cookieValue('name=%D8%AF%D8%A7%D9%86%D8%B4', 'name')).toBe('دانش');
    expect(cookieValue('token=a.b=c', 'token')).toBe('a.b=c');
  });

  it('does not match a cookie whose name only contains the one asked for', () => {
    expect(cookieValue('xb=1; bx=2', 'b')).toBeUndefined();
  });

  it('answers undefined for a missing header, a missing or empty cookie, or a badly encoded value', () => {
    expect(cookieValue(undefined, 'a')).toBeUndefined();
    expect(cookieValue('', 'a')).toBeUndefined();
    expect(cookieValue('b=1', 'a')).toBeUndefined();
    expect(cookieValue('a=', 'a')).toBeUndefined();
    expect(cookieValue('a', 'a')).toBeUndefined();
    expect(cookieValue('a=%E0%A4%A', 'a')).toBeUndefined();
  });
});

describe('themeFrom', () => {
  it("prefers the student's choice to the system's preference", () => {
    expect(themeFrom(`${THEME_COOKIE}=dark; ${SYSTEM_THEME_COOKIE}=light`)).toBe('dark');
    expect(themeFrom(`${SYSTEM_THEME_COOKIE}=dark; ${THEME_COOKIE}=light`)).toBe('light');
  });

  it("falls back to the system's preference, then to light", () => {
    expect(themeFrom(`${SYSTEM_THEME_COOKIE}=dark`)).toBe('dark');
    expect(themeFrom(undefined)).toBe('light');
    expect(themeFrom('other=dark')).toBe('light');
  });

  it('takes the browser’s colour-scheme hint on a first visit, when no cookie says otherwise', () => {
    expect(themeFrom(undefined, '"dark"')).toBe('dark');
    expect(themeFrom(undefined, 'dark')).toBe('dark');
    expect(themeFrom(undefined, '"light"')).toBe('light');
    expect(themeFrom(undefined, '"purple"')).toBe('light');
    expect(themeFrom(`${THEME_COOKIE}=light`, '"dark"')).toBe('light');
    // After the first page the boot script's note of the system's setting (read where the page is drawn) wins:
    // a browser whose hint disagrees with what it draws (headless Chromium emulating a scheme) would otherwise
    // be rendered in one theme and held back on every page until the other is drawn.
    expect(themeFrom(`${SYSTEM_THEME_COOKIE}=dark`, '"light"')).toBe('dark');
  });

  it('renders light for an unknown value', () => {
    expect(themeFrom(`${THEME_COOKIE}=purple`)).toBe('light');
    expect(themeFrom(`${THEME_COOKIE}=DARK`)).toBe('light');
  });
});
