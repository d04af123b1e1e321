import { prepareArticle } from './article-outline.ts';
import { readShare } from '../features/article/components/ReadingProgress.tsx';

describe('an article prepared for its table of contents', () => {
  it('anchors each h2 and h3 with an id of the site’s own, listing them in order', () => {
    const { html, headings } = prepareArticle(
      '<h2 id="location">برنامهٔ هفتگی</h2><p>متن</p><h3>صبح</h3><h2>جمع‌بندی</h2><script>alert(1)</script>',
    );
    expect(headings).toEqual([
      { id: 'article-section-1', text: 'برنامهٔ هفتگی', level: 2 },
      { id: 'article-section-2', text: 'صبح', level: 3 },
      { id: 'article-section-3', text: 'جمع‌بندی', level: 2 },
    ]);
    // The API's id (one that could shadow window.location) is gone; nothing that runs is kept.
    expect(html).not.toContain('id="location"');
    expect(html).toContain('<h2 id="article-section-1">');
    expect(html).not.toContain('script');
  });

  it('sanitises a body once while it is read, and again once sixteen others came after it', () => {
    const body = '<h2>یک</h2><p>متن</p>';
    const first = prepareArticle(body);
    expect(prepareArticle(body)).toBe(first);
    for (let other = 0; other < 16; other += 1) prepareArticle(`<p>مقالهٔ ${other}</p>`);
    const again = prepareArticle(body);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });

  it('measures reading progress from how far the article has scrolled past', () => {
    expect(readShare(100, 3000, 800)).toBe(0);
    expect(readShare(-1100, 3000, 800)).toBe(0.5);
    expect(readShare(-5000, 3000, 800)).toBe(1);
  });
});
