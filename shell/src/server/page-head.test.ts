/** @jest-environment node */
import { pageHead, redirectTarget } from './page-head.ts';

const ORIGIN = 'https://daneshsara.example';
const at = (path: string) => new URL(path, ORIGIN);

describe('pageHead', () => {
  it('takes the description the page declared from its data over its first paragraph', () => {
    const html = '<main><p>۱۴۰۵/۰۹/۰۱، ۱۲۰ بازدید</p><p>خلاصه</p></main>';
    expect(pageHead(html, 'مقاله', { description: 'خلاصهٔ مقاله' }, ORIGIN).description).toBe('خلاصهٔ مقاله');
    expect(pageHead(html, 'مقاله', {}, ORIGIN).description).toBe('۱۴۰۵/۰۹/۰۱، ۱۲۰ بازدید');
  });

  it('names the page’s own picture, else the site’s; never an address that is not http(s)', () => {
    expect(pageHead('', 'دوره', { image: '/media/c.jpg' }, ORIGIN).image).toBe(`${ORIGIN}/media/c.jpg`);
    expect(pageHead('', 'دوره', {}, ORIGIN).image).toBe(`${ORIGIN}/og-image.png`);
    expect(pageHead('', 'دوره', { image: 'javascript:alert(1)' }, ORIGIN).image).toBe(`${ORIGIN}/og-image.png`);
  });

  it('keeps the declared type, robots rule, structured data and canonical path', () => {
    const data = [{ '@type': 'Article' }];
    const head = pageHead(
      '',
      'مقاله',
      { type: 'article', noindex: true, structuredData: data, canonicalPath: '/articles/a' },
      ORIGIN,
    );
    expect(head).toMatchObject({ type: 'article', noindex: true, structuredData: data, canonicalPath: '/articles/a' });
    expect(pageHead('', 'مقاله', { canonicalPath: '//evil.example/a' }, ORIGIN).canonicalPath).toBeUndefined();
  });

  it('writes no bidi control into the description, declared or taken from the page', () => {
    const spoofed = '<main><p>نتیجه‌های «\u202Egnp.exe\u2066»</p></main>';
    expect(pageHead(spoofed, 'جست‌وجو', {}, ORIGIN).description).toBe('نتیجه‌های «gnp.exe»');
    expect(pageHead('', 'جست‌وجو', { description: 'a\u202Db\u202C' }, ORIGIN).description).toBe('ab');
  });

  it('titles the page with the site’s name', () => {
    expect(pageHead('', 'دوره', {}, ORIGIN).title).toBe('دوره | دانش‌سرا');
  });
});

describe('redirectTarget', () => {
  it('sends an alias to the page’s one address, keeping the query', () => {
    expect(redirectTarget(at('/article/show/a?x=1'), { canonicalPath: '/articles/a', redirect: true })).toBe(
      '/articles/a?x=1',
    );
    expect(
      redirectTarget(at('/dehkhoda/entry/7/wrong'), {
        canonicalPath: '/dehkhoda/entry/7/%DA%A9%D8%AA%D8%A7%D8%A8',
        redirect: true,
      }),
    ).toBe('/dehkhoda/entry/7/%DA%A9%D8%AA%D8%A7%D8%A8');
  });

  it('leaves the page’s own address alone, however its letters were encoded', () => {
    expect(
      redirectTarget(at('/dehkhoda/entry/7/%da%a9%d8%aa%d8%a7%d8%a8'), {
        canonicalPath: '/dehkhoda/entry/7/%DA%A9%D8%AA%D8%A7%D8%A8',
        redirect: true,
      }),
    ).toBeUndefined();
  });

  it('moves nothing the page did not ask to move', () => {
    expect(redirectTarget(at('/learn/riazi'), { canonicalPath: '/course/riazi' })).toBeUndefined();
  });

  it('never sends a visitor to another site', () => {
    for (const canonicalPath of ['//evil.example/x', 'https://evil.example/x', '/\\evil.example', 'x']) {
      expect(redirectTarget(at('/articles/a'), { canonicalPath, redirect: true })).toBeUndefined();
    }
  });
});
