/**
 * @jest-environment <rootDir>/jest/jsdom-with-fetch.cjs
 */
import { escapeXml, sitemapIndexXml, sitePath, urlsetXml } from './sitemap-xml.ts';

function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

describe('sitemap XML', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('turns API values into single percent-encoded path segments', () => {
    expect(sitePath('/course/content', 'ریاضی-۱', 'a/b?c#d')).toBe(
      `/course/content/${encodeURIComponent('ریاضی-۱')}/a%2Fb%3Fc%23d`,
    );
  });

  it('writes a well-formed urlset with absolute, escaped URLs and W3C dates', () => {
    const xml = urlsetXml('https://madrese.example', [
      { path: sitePath('/articles', 'آموزش & یادگیری'), lastmod: '2030-02-03T04:05:06.789Z' },
      { path: '/quiz', lastmod: 'not a date' },
    ]);
    const document = parse(xml);
    expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = [...document.getElementsByTagName('loc')].map((loc) => loc.textContent);
    expect(locs).toEqual([
      `https://madrese.example/articles/${encodeURIComponent('آموزش & یادگیری')}`,
      'https://madrese.example/quiz',
    ]);
    expect([...document.getElementsByTagName('lastmod')].map((node) => node.textContent)).toEqual([
      '2030-02-03T04:05:06Z',
    ]);
  });

  it('keeps a raw & of a URL escaped in the XML', () => {
    const xml = urlsetXml('https://madrese.example', [{ path: '/question?topic=a&b' }]);
    expect(xml).toContain('/question?topic=a&amp;b</loc>');
    expect(parse(xml).getElementsByTagName('loc')[0]?.textContent).toBe('https://madrese.example/question?topic=a&b');
  });

  it('writes a well-formed sitemap index', () => {
    const document = parse(sitemapIndexXml('http://127.0.0.1:8080', [{ path: '/posts-sitemap.xml' }]));
    expect(document.documentElement.tagName).toBe('sitemapindex');
    expect(document.getElementsByTagName('loc')[0]?.textContent).toBe('http://127.0.0.1:8080/posts-sitemap.xml');
  });
});
