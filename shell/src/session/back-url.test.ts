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
