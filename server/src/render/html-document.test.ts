import { INDEX_TEMPLATE as TEMPLATE } from './testing/index-template.ts';
import {
  jsonLdScript,
  jsonScript,
  noindexDocument,
  pageDocument,
  SERVER_STATE_ID,
  serverRenderedTemplate,
  type DocumentParts,
} from './html-document.ts';

const parts = (overrides: Partial<DocumentParts> = {}): DocumentParts => ({
  html: '<main>صفحه</main>',
  styleTags: '<style data-styled="true">.a{color:red}</style>',
  title: 'آزمون‌ها',
  description: 'فهرست آزمون‌ها',
  canonicalUrl: 'https://example.test/quiz',
  ogType: 'website',
  theme: 'light',
  signedIn: false,
  preloads: [],
  ...overrides,
});

/** The text of the server-state block, as the browser would read it. */
function stateText(document: string): string {
  const match = new RegExp(`<script type="application/json" id="${SERVER_STATE_ID}">(.*?)</script>`, 's').exec(
    document,
  );
  if (!match) throw new Error('no server-state block');
  return match[1]!;
}

describe('pageDocument', () => {
  it('puts the title, description, canonical and OG tags, preloads, styles, page and state in the template', () => {
    const document = pageDocument(
      TEMPLATE,
      parts({
        ogType: 'article',
        theme: 'dark',
        signedIn: true,
        preloads: [
          { href: '/federation.abc.js' },
          { href: '/releases/blog/1.0.0/remoteEntry.js', integrity: 'sha384-entry' },
          { href: '/releases/blog/1.0.0/12.js', integrity: 'sha384-chunk' },
        ],
        state: { theme: 'dark', queries: [1, 2] },
      }),
    );
    expect(document).toContain('<title>آزمون‌ها</title>');
    // The template's own title is replaced, not kept beside the page's.
    expect(document).not.toContain('<title>دانش‌سرا</title>');
    expect(document).toContain('<meta name="description" content="فهرست آزمون‌ها" />');
    expect(document).not.toContain('توضیح پیش‌فرض');
    expect(document).toContain('<link rel="canonical" href="https://example.test/quiz" />');
    expect(document).toContain('<meta property="og:title" content="آزمون‌ها" />');
    expect(document).toContain('<meta property="og:type" content="article" />');
    expect(document).toContain('<meta property="og:url" content="https://example.test/quiz" />');
    expect(document).toContain('<meta property="og:description" content="فهرست آزمون‌ها" />');
    expect(document).toContain('<meta property="og:locale" content="fa_IR" />');
    // Preloads in order, with their integrity, before </head>; styles in the head too.
    const head = document.slice(0, document.indexOf('</head>'));
    const entry = head.indexOf(
      '<link rel="preload" as="script" href="/releases/blog/1.0.0/remoteEntry.js" integrity="sha384-entry" crossorigin="anonymous" fetchpriority="low" />',
    );
    const chunk = head.indexOf('href="/releases/blog/1.0.0/12.js" integrity="sha384-chunk"');
    // The shell's own chunk is loaded without integrity or CORS, so its preload has neither.
    const runtime = head.indexOf('<link rel="preload" as="script" href="/federation.abc.js" fetchpriority="low" />');
    expect(runtime).toBeGreaterThan(0);
    expect(entry).toBeGreaterThan(runtime);
    expect(chunk).toBeGreaterThan(entry);
    expect(head).toContain('<style data-styled="true">.a{color:red}</style>');
    expect(document).toContain(
      '<html lang="fa" dir="rtl" data-theme="dark" data-server-theme="dark" data-session="in">',
    );
    expect(document).toContain(
      `<div id="root"><main>صفحه</main></div><script type="application/json" id="${SERVER_STATE_ID}">`,
    );
    expect(JSON.parse(stateText(document))).toEqual({ theme: 'dark', queries: [1, 2] });
  });

  it('leaves the description and the state out when the page has none', () => {
    const document = pageDocument(TEMPLATE, parts({ description: undefined, state: undefined }));
    expect(document).toContain('توضیح پیش‌فرض');
    expect(document).not.toContain('og:description');
    expect(document).not.toContain('application/json');
    expect(document).toContain('data-session="out"');
    expect(document).toContain('<div id="root"><main>صفحه</main></div>\n');
  });

  it('escapes everything that comes from data', () => {
    const document = pageDocument(
      TEMPLATE,
      parts({
        title: `"<>&'`,
        description: '</title><script>alert(1)</script>',
        canonicalUrl: 'https://example.test/q?a=1&b="x"',
        preloads: [{ href: '/x.js"><script>', integrity: 'sha384-x' }],
      }),
    );
    expect(document).toContain('<title>&quot;&lt;&gt;&amp;&apos;</title>');
    expect(document).toContain('<meta property="og:title" content="&quot;&lt;&gt;&amp;&apos;" />');
    expect(document).toContain(
      '<meta name="description" content="&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />',
    );
    expect(document).toContain('href="https://example.test/q?a=1&amp;b=&quot;x&quot;"');
    expect(document).toContain('href="/x.js&quot;&gt;&lt;script&gt;"');
    // Exactly the one title element, and no script from the data.
    expect(document.match(/<\/title>/g)).toHaveLength(1);
    expect(document).not.toContain('<script>');
  });

  it('does not treat $ patterns in data as replacement patterns', () => {
    const document = pageDocument(
      TEMPLATE,
      parts({
        title: 'قیمت $& و $1',
        description: "$' $` $$",
        html: '<p>$&$1$<name></p>',
        styleTags: '<style>.a::after{content:"$&"}</style>',
        state: { price: '$& $1 $$' },
      }),
    );
    expect(document).toContain('<title>قیمت $&amp; و $1</title>');
    expect(document).toContain('<meta name="description" content="$&apos; $` $$" />');
    expect(document).toContain('<div id="root"><p>$&$1$<name></p></div>');
    expect(document).toContain('<style>.a::after{content:"$&"}</style>');
    expect(JSON.parse(stateText(document))).toEqual({ price: '$& $1 $$' });
  });

  it('refuses a template without the empty root element', () => {
    expect(() => pageDocument(TEMPLATE.replace('<div id="root"></div>', '<div id="app"></div>'), parts())).toThrow(
      /root/,
    );
  });
});

describe('jsonScript', () => {
  it('keeps the data inside its block: no </script>, comment opener or line separator gets out', () => {
    const data = { text: '</script><script>alert(1)</script><!-- x -->', lines: 'a\u2028b\u2029c', tag: '</SCRIPT >' };
    const block = jsonScript('state', data);
    expect(block.startsWith('<script type="application/json" id="state">')).toBe(true);
    expect(block.endsWith('</script>')).toBe(true);
    const body = block.slice('<script type="application/json" id="state">'.length, -'</script>'.length);
    expect(body).not.toContain('<');
    expect(body).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(body)).toEqual(data);
  });
});

/** The JSON-LD blocks of a document, parsed as a search engine reads them. */
function structuredData(document: string): unknown[] {
  return [...document.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as unknown,
  );
}

describe('pageDocument: link previews and search engines', () => {
  it('names the page’s picture for previews, as a large card', () => {
    const document = pageDocument(TEMPLATE, parts({ image: 'https://cdn.example.test/a.jpg?w=1&h=2' }));
    expect(document).toContain('<meta property="og:image" content="https://cdn.example.test/a.jpg?w=1&amp;h=2" />');
    expect(document).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(document).toContain('<meta name="twitter:title" content="آزمون‌ها" />');
    expect(document).toContain('<meta property="og:site_name" content="دانش‌سرا" />');
  });

  it('writes each structured-data object as JSON-LD that parses, in the head', () => {
    const article = { '@context': 'https://schema.org', '@type': 'Article', headline: 'عنوان' };
    const crumbs = { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] };
    const document = pageDocument(TEMPLATE, parts({ structuredData: [article, crumbs] }));
    const head = document.slice(0, document.indexOf('</head>'));
    expect(structuredData(head)).toEqual([article, crumbs]);
  });

  it('keeps a string from the API inside its JSON-LD block, whatever it holds', () => {
    const hostile = { '@type': 'Article', headline: '</script><script>alert(1)</script><!--', about: 'a\u2028b' };
    const document = pageDocument(TEMPLATE, parts({ structuredData: [hostile] }));
    expect(document).not.toContain('<script>alert(1)');
    expect(structuredData(document)).toEqual([hostile]);
    expect(jsonLdScript('not an object')).toBe('');
  });

  it('says noindex only for a page kept out of search results', () => {
    expect(pageDocument(TEMPLATE, parts({ noindex: true }))).toContain('<meta name="robots" content="noindex" />');
    expect(pageDocument(TEMPLATE, parts())).not.toContain('name="robots"');
  });

  it('marks the unrendered shell noindex for a private page the browser draws', () => {
    const document = noindexDocument(TEMPLATE);
    expect(document).toContain('<meta name="robots" content="noindex" />\n  </head>');
    expect(document).toContain('<div id="root"></div>');
  });
});

describe('serverRenderedTemplate', () => {
  it("lowers the priority of the shell's script preloads and nothing else", () => {
    const indexHtml =
      '<head><link rel="preload" href="/fonts/v.woff2" as="font" type="font/woff2" crossorigin>' +
      '<link rel="preload" href="/225.abc.js" as="script"><link rel="preload" href="https://cdn.example/b.js" ' +
      'as="script" crossorigin="anonymous"></head>';
    expect(serverRenderedTemplate(indexHtml)).toBe(
      '<head><link rel="preload" href="/fonts/v.woff2" as="font" type="font/woff2" crossorigin>' +
        '<link rel="preload" href="/225.abc.js" as="script" fetchpriority="low"><link rel="preload" ' +
        'href="https://cdn.example/b.js" as="script" crossorigin="anonymous" fetchpriority="low"></head>',
    );
  });
});
