import { safeBackUrl } from './back-url.ts';

describe('backUrl keeps the user on this site', () => {
  it.each([
    ['/profile/report-card', '/profile/report-card'],
    ['/quiz/run/abc?question=3', '/quiz/run/abc?question=3'],
    ['/articles/%D9%85%D9%82%D8%A7%D9%84%D9%87', '/articles/%D9%85%D9%82%D8%A7%D9%84%D9%87'],
    ['/course/content/a/b#video', '/course/content/a/b#video'],
    ['/dehkhoda?q=(.*[', '/dehkhoda?q=(.*['],
  ])('returns to the site path %s', (raw, expected) => {
    expect(safeBackUrl(raw)).toBe(expected);
  });

  it.each([
    ['nothing', ''],
    ['absolute https', 'https://evil.example/'],
    ['absolute http', 'http://evil.example/profile'],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/profile'],
    ['backslash', '/\\evil.example'],
    ['double backslash', '\\\\evil.example'],
    ['mixed slashes', '/\\/evil.example'],
    ['tab hidden in the slashes', '/\t/evil.example'],
    ['newline hidden in the slashes', '/\n/evil.example'],
    ['carriage return', '/\r/evil.example'],
    ['null byte', '/profile\u0000'],
    ['leading space', ' //evil.example'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['javascript scheme upper case', 'JaVaScRiPt:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript scheme', 'vbscript:msgbox(1)'],
    ['encoded protocol-relative', '/%2F%2Fevil.example'],
    ['encoded protocol-relative at start', '%2F%2Fevil.example'],
    ['double-encoded protocol-relative', '/%252F%252Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['encoded newline', '/%0A/evil.example'],
    ['encoded javascript', 'javascript%3Aalert(1)'],
    ['malformed escape', '/%E0%A4%A'],
    ['user info trick', '//site.invalid@evil.example'],
    ['a dot segment before the slashes', '/.//evil.example'],
    ['a parent segment before the slashes', '/..//evil.example'],
    ['parent segments climbing past the root', '/a/../..//evil.example'],
    ['an encoded dot segment', '/%2e//evil.example'],
    ['encoded parent segments', '/%2e%2e/%2e%2e//evil.example'],
    ['an encoded dot and slash', '/.%2f/evil.example'],
    ['a dot segment and a backslash', '/./\\evil.example'],
    ['a short link, percent-encoded', '/%73/math7'],
    ['the login page, percent-encoded', '/%75ser/login'],
    ['login loop', '/user/login?backUrl=/profile'],
    ['login loop upper case', '/USER/LOGIN'],
    ['short link', '/s/abc123'],
  ])('rejects %s', (_name, raw) => {
    const result = safeBackUrl(raw);
    expect(result).toBe('/');
  });

  it('keeps a look-alike slash as a harmless path on this site', () => {
    const result = safeBackUrl('/\uff0f/evil.example');
    expect(result.startsWith('/')).toBe(true);
    expect(new URL(result, 'https://daneshsara.example').host).toBe('daneshsara.example');
  });
});

describe('backUrl as it arrives in the address bar', () => {
  /** What the login page and the guest guard read: the query parameter, decoded once by URLSearchParams. */
  const fromAddress = (query: string) => new URLSearchParams(`backUrl=${query}`).get('backUrl');

  // The values the browser tests once tried one login each; the browser now keeps one per class
  // (e2e/session.spec.ts) and every value is judged here, in its address-bar form.
  it.each([
    '//evil.example',
    '%2F%09%2Fevil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/%2F%2Fevil.example',
    '%2F%252F%252Fevil.example',
    '%5C%5Cevil.example',
    'data:text/html,%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '%2Fuser%2Flogin%3FbackUrl%3Dhttps%3A%2F%2Fevil.example',
  ])('sends ?backUrl=%s home', (query) => {
    expect(safeBackUrl(fromAddress(query))).toBe('/');
  });

  it('keeps a site path with its own query', () => {
    expect(safeBackUrl(fromAddress('%2Fdehkhoda%3Fq%3D%D8%A2%D8%A8'))).toBe('/dehkhoda?q=%D8%A2%D8%A8');
  });
});
