/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@shared/router';
import { SafeHtml } from './SafeHtml.tsx';
import { sanitizeHtml } from './sanitize-html.ts';
import { hostileArticleBody } from './xss-payloads.ts';

// What `dompurify` resolves to in a release's Node build: an instance the server made from a jsdom window.
jest.mock('dompurify', () => jest.requireActual('../testing/jsdom-purify.ts').jsdomPurify());

const PAYLOAD = '<p>متن درس</p><img src=x onerror="globalThis.__xss=1"><script>globalThis.__xss=1</script>';
const DANGER = /<script|\son[a-z]+=|javascript:/i;

afterEach(() => {
  delete (globalThis as { __xss?: unknown }).__xss;
});

describe('safe HTML on the site server (no window, DOMPurify from a jsdom window)', () => {
  it('runs where there is no global window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('strips a script and an onerror handler, and keeps the text', () => {
    const clean = sanitizeHtml(PAYLOAD);
    expect(clean).toContain('<p>متن درس</p>');
    expect(clean).not.toMatch(DANGER);
    expect(sanitizeHtml(hostileArticleBody())).not.toMatch(DANGER);
    expect((globalThis as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('finishes links, images and tables as in the browser', () => {
    const clean = sanitizeHtml(
      '<a href="/quiz">آزمون</a><a href="https://example.org/a">بیرون</a><img src="/a.png">' +
        '<table><caption>برنامه</caption><tr><td>۱</td></tr></table>',
    );
    expect(clean).toContain('<a href="/quiz">آزمون</a>');
    expect(clean).toContain('<a href="https://example.org/a" target="_blank" rel="noopener noreferrer">بیرون</a>');
    expect(clean).toContain('<img src="/a.png" alt="" loading="lazy" decoding="async" referrerpolicy="no-referrer">');
    expect(clean).toContain('role="region" aria-label="جدول: برنامه"');
  });

  it('lets a caller rework the safe fragment without a global document', () => {
    const clean = sanitizeHtml('<h2 id="location">بخش</h2>', {
      rework: (root) => root.querySelectorAll('h2').forEach((heading) => (heading.id = 'article-section-1')),
    });
    expect(clean).toBe('<h2 id="article-section-1">بخش</h2>');
  });

  it('renders SafeHtml to a string with the payload stripped', () => {
    const html = renderToString(
      <MemoryRouter>
        <SafeHtml html={PAYLOAD} />
      </MemoryRouter>,
    );
    expect(html).toContain('متن درس');
    expect(html).not.toMatch(DANGER);
  });
});
