import { bidiInPage, RLO } from './bidi-in-page.ts';

describe('bidiInPage', () => {
  it('tells a page that strips, isolates or shows raw the override, and one that lacks the text', () => {
    expect(bidiInPage('<p>other</p>', 'm1')).toBe('absent');
    expect(bidiInPage('<p>m1 exe.txt</p>', 'm1')).toBe('stripped');
    expect(bidiInPage(`<bdi>m1 ${RLO}exe.txt</bdi>`, 'm1')).toBe('isolated');
    expect(bidiInPage(`<p dir="auto">m1 ${RLO}exe.txt</p>`, 'm1')).toBe('isolated');
    expect(bidiInPage(`<p>\u2068m1 ${RLO}exe.txt\u2069</p>`, 'm1')).toBe('isolated');
    expect(bidiInPage(`<p class="c">m1 &#x202E;exe.txt</p>`, 'm1')).toBe('raw');
  });
});
