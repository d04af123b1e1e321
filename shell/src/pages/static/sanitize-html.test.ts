import { sanitizeHtml } from './sanitize-html.ts';

function parse(html: string) {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
}

describe('static page HTML is sanitised before it reaches the DOM', () => {
  it('keeps headings, paragraphs, lists and links', () => {
    const box = parse(
      '<h2>ما که هستیم</h2><p>متن <strong>مهم</strong></p><ul><li>یک</li></ul><a href="/contactus">تماس</a>',
    );
    expect(box.querySelector('h2')?.textContent).toBe('ما که هستیم');
    expect(box.querySelector('strong')).not.toBeNull();
    expect(box.querySelector('a')?.getAttribute('href')).toBe('/contactus');
    expect(box.querySelector('a')?.hasAttribute('target')).toBe(false);
  });

  it.each([
    ['script', '<script>window.hacked = true</script><p>x</p>'],
    ['event handler', '<img src="/a.png" onerror="window.hacked = true">'],
    ['javascript link', '<a href="javascript:window.hacked=true">x</a>'],
    ['encoded javascript link', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
    ['data link', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
    ['iframe', '<iframe src="https://evil.example"></iframe>'],
    ['form', '<form action="https://evil.example"><input name="password"></form>'],
    ['svg script', '<svg><script>alert(1)</script></svg>'],
    ['style', '<p style="position:fixed;inset:0">x</p><style>body{display:none}</style>'],
    ['clobbering id', '<img id="main" name="cookie" src="/a.png">'],
  ])('removes the %s', (_name, html) => {
    const clean = sanitizeHtml(html);
    expect(clean).not.toMatch(
      /<script|onerror|javascript:|data:text|<iframe|<form|<input|<svg|style=|<style|id=|name=/i,
    );
  });

  it('opens links to other sites in a new tab that cannot reach this one', () => {
    const link = parse('<a href="https://www.aparat.com/v/x" target="_self">ویدئو</a>').querySelector('a')!;
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
