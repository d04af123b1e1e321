import { robotsTxt } from './robots-txt.ts';

describe('robotsTxt', () => {
  it('names the sitemap at the public address and closes only the API and the operators’ endpoints', () => {
    const text = robotsTxt('https://daneshsara.example');
    expect(text).toContain('Sitemap: https://daneshsara.example/sitemap.xml');
    expect(text.match(/^Disallow: .*$/gm)).toEqual(['Disallow: /api/', 'Disallow: /admin/']);
    // Pages kept out of search results must stay fetchable, or their noindex is never read.
    expect(text).not.toMatch(/Disallow: \/(profile|quiz|releases)/);
  });
});
