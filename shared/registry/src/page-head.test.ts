import { breadcrumbList, pagePath, plainText, snippet, webAddress } from './page-head.ts';

describe('plainText', () => {
  it('drops tags, scripts and styles, decodes entities and folds spaces', () => {
    expect(plainText('<p>درس <b>اول</b>&nbsp;&amp; دوم</p>\n<script>alert(1)</script><style>p{}</style>')).toBe(
      'درس اول & دوم',
    );
    expect(plainText('&#1705;&#x062A;&zwnj;&quot;&lt;x&gt;')).toBe('کت\u200c"<x>');
  });
});

describe('snippet', () => {
  it('keeps a short text whole', () => {
    expect(snippet('  دورهٔ   ریاضی  ')).toBe('دورهٔ ریاضی');
  });

  it('cuts a long text at a word, with an ellipsis, at most 160 characters and the ellipsis', () => {
    const text = 'واژه '.repeat(60);
    const cut = snippet(text);
    expect(cut.endsWith('واژه…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(161);
  });
});

describe('breadcrumbList', () => {
  it('starts at the home page and numbers absolute addresses', () => {
    expect(breadcrumbList('https://daneshsara.example', [{ name: 'مقاله‌ها', path: '/articles' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'خانه', item: 'https://daneshsara.example/' },
        { '@type': 'ListItem', position: 2, name: 'مقاله‌ها', item: 'https://daneshsara.example/articles' },
      ],
    });
  });
});

describe('webAddress', () => {
  it('makes an API address absolute and keeps only http(s)', () => {
    expect(webAddress('/media/a.png', 'https://daneshsara.example')).toBe('https://daneshsara.example/media/a.png');
    expect(webAddress('https://cdn.example/a.png', 'https://daneshsara.example')).toBe('https://cdn.example/a.png');
    expect(webAddress('javascript:alert(1)', 'https://daneshsara.example')).toBeUndefined();
    expect(webAddress('data:image/png;base64,AAAA', 'https://daneshsara.example')).toBeUndefined();
    expect(webAddress(null, 'https://daneshsara.example')).toBeUndefined();
  });
});

describe('pagePath', () => {
  it('encodes each API value as one segment', () => {
    expect(pagePath('/dehkhoda/entry', 7, 'کتاب/؟')).toBe('/dehkhoda/entry/7/%DA%A9%D8%AA%D8%A7%D8%A8%2F%D8%9F');
  });
});
