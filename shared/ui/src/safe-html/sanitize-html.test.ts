import { hostileArticleBody, XSS_PAYLOADS } from './xss-payloads.ts';
import { sanitizeHtml } from './sanitize-html.ts';

/** Parses the sanitiser's output as the page will (jsdom neither runs scripts nor loads images here). */
function parse(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder;
}

const FORBIDDEN =
  'script, iframe, frame, object, embed, base, meta, link, form, input, button, style, svg, math, template, noscript, textarea';
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'cite', 'background', 'poster'];
const SCRIPT_URL = /^(?:javascript|vbscript|data):/i;

/** Everything about the output that could run code; empty when it is safe. */
function dangers(html: string): string[] {
  const found: string[] = [];
  const root = parse(html);
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${element.localName}[${name}]`);
      if (name === 'srcdoc' || name === 'style') found.push(`${element.localName}[${name}]`);
      // Browsers drop ASCII whitespace and control characters inside a scheme.
      const compact = Array.from(attribute.value)
        .filter((character) => character.charCodeAt(0) > 0x20)
        .join('');
      if (URL_ATTRIBUTES.includes(name) && SCRIPT_URL.test(compact))
        found.push(`${element.localName}[${name}=${compact}]`);
    }
  }
  for (const element of Array.from(root.querySelectorAll(FORBIDDEN))) found.push(element.localName);
  return found;
}

describe('sanitizeHtml: known XSS payloads', () => {
  afterEach(() => {
    delete (window as { __xss?: unknown }).__xss;
  });

  it('has at least thirty payloads to try', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload.name, payload.html]))('neutralises %s', (_name, html) => {
    const clean = sanitizeHtml(html);
    expect(dangers(clean)).toEqual([]);
    // Sanitising twice changes nothing: the output is stable when the browser parses it again.
    expect(sanitizeHtml(clean)).toBe(clean);
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('neutralises all of them together in one body', () => {
    const clean = sanitizeHtml(hostileArticleBody());
    expect(dangers(clean)).toEqual([]);
    // The ordinary text between the payloads is kept.
    expect(parse(clean).textContent).toContain('script element');
  });

  it('keeps the text of a javascript: link but not the link', () => {
    const root = parse(sanitizeHtml('<a href="&#106;avascript:alert(1)">بخوانید</a>'));
    expect(root.textContent).toBe('بخوانید');
    expect(root.querySelector('a')?.hasAttribute('href')).toBe(false);
  });

  it('drops an image whose address is not a web address', () => {
    expect(
      parse(sanitizeHtml('<img src="data:image/png;base64,iVBORw0KGgo=" alt="x">')).querySelector('img'),
    ).toBeNull();
  });

  it('leaves no id or name that could clobber a global', () => {
    const root = parse(sanitizeHtml('<a id="__xss" name="__xss" href="/a">x</a><img name="cookie" src="/a.png">'));
    expect(root.querySelector('[id], [name]')).toBeNull();
  });
});

describe('sanitizeHtml: what an article keeps and gains', () => {
  it('keeps headings, lists, quotes, figures and inline emphasis', () => {
    const html =
      '<h2>دور اول</h2><p>متن <strong>پررنگ</strong> و <em>کج</em></p><ul><li>یک</li></ul><ol><li>دو</li></ol>' +
      '<blockquote><p>نقل</p><footer>— حافظ</footer></blockquote>' +
      '<figure><img src="/api/dev-media/post/a.svg" alt="عکس" width="1280" height="720"><figcaption>زیرنویس</figcaption></figure>';
    const root = parse(sanitizeHtml(html));
    for (const selector of ['h2', 'strong', 'em', 'ul li', 'ol li', 'blockquote footer', 'figure figcaption']) {
      expect(root.querySelector(selector)).not.toBeNull();
    }
    const image = root.querySelector('img');
    expect(image).toHaveAttribute('src', '/api/dev-media/post/a.svg');
    expect(image).toHaveAttribute('width', '1280');
  });

  it('makes images lazy and asynchronous, with an empty alt when none was given', () => {
    const image = parse(sanitizeHtml('<img src="https://cdn.example.com/a.jpg" width="100%">')).querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('alt', '');
    expect(image).not.toHaveAttribute('width');
  });

  it('opens links to other sites in a new tab without access to this one', () => {
    const html =
      '<a href="https://example.org/a" target="_self" rel="opener">بیرون</a><a href="//evil.example/">دو</a>';
    for (const link of Array.from(parse(sanitizeHtml(html)).querySelectorAll('a'))) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('keeps links inside the site as they are', () => {
    const html = `<a href="/quiz">آزمون</a><a href="${window.location.origin}/articles/x">مقاله</a><a href="mailto:a@b.ir">نامه</a>`;
    const links = Array.from(parse(sanitizeHtml(html)).querySelectorAll('a'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/quiz',
      `${window.location.origin}/articles/x`,
      'mailto:a@b.ir',
    ]);
    for (const link of links) expect(link).not.toHaveAttribute('target');
  });

  it('wraps each table in a labelled region that scrolls sideways and takes focus', () => {
    const html =
      '<table><caption>برنامه هفتگی</caption><thead><tr><th>روز</th></tr></thead><tbody><tr><td>شنبه</td></tr></tbody></table>' +
      '<table><tr><td>بی‌عنوان</td></tr></table>';
    const regions = Array.from(parse(sanitizeHtml(html)).querySelectorAll('[role="region"]'));
    expect(regions).toHaveLength(2);
    expect(regions[0]).toHaveAttribute('aria-label', 'جدول: برنامه هفتگی');
    expect(regions[1]).toHaveAttribute('aria-label', 'جدول');
    for (const region of regions) {
      expect(region).toHaveAttribute('tabindex', '0');
      expect(region.firstElementChild?.localName).toBe('table');
    }
  });

  it('turns the body’s own h1 into plain text: the page has one title', () => {
    const root = parse(sanitizeHtml('<h1>عنوان دوم</h1><p>متن</p>'));
    expect(root.querySelector('h1')).toBeNull();
    expect(root.textContent).toContain('عنوان دوم');
  });

  it('keeps only known directions', () => {
    const root = parse(sanitizeHtml('<p dir="ltr">E = mc²</p><p dir="evil">x</p>'));
    expect(root.querySelectorAll('[dir]')).toHaveLength(1);
  });
});
