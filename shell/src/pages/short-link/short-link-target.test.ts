import { classifyShortLinkTarget } from './short-link-target.ts';

const ALLOWED = ['daneshsara.example', 'www.aparat.com'];

describe('short link targets', () => {
  it.each([
    ['/course/math-grade-7', '/course/math-grade-7'],
    ['/quiz?grade=7#top', '/quiz?grade=7#top'],
    ['/', '/'],
  ])('follows the site path %s', (target, path) => {
    expect(classifyShortLinkTarget(target, ALLOWED)).toEqual({ kind: 'internal', path });
  });

  it.each([
    ['https://www.aparat.com/v/abc', 'https://www.aparat.com/v/abc'],
    ['https://WWW.APARAT.COM/v/abc', 'https://www.aparat.com/v/abc'],
    ['https://daneshsara.example/landing', 'https://daneshsara.example/landing'],
  ])('follows %s on an allowed host', (target, url) => {
    expect(classifyShortLinkTarget(target, ALLOWED)).toEqual({ kind: 'external', url });
  });

  it.each([
    'https://evil.example/login',
    'http://www.aparat.com/v/abc',
    'https://www.aparat.com.evil.example/',
    'https://evil.example/?www.aparat.com',
    'https://www.aparat.com@evil.example/',
    'https://user:pass@www.aparat.com/',
    'https://aparat.com/',
    'javascript:alert(document.cookie)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/course',
    '/\\evil.example',
    '/\t/evil.example',
    '/%2F%2Fevil.example',
    '/.//evil.example',
    '/%2e%2e/%2e%2e//evil.example',
    '/s/math7',
    '/user/login?backUrl=/profile',
    'https://www.aparat.com\t.evil.example/',
    ' https://www.aparat.com/',
    'course/math-grade-7',
    '',
  ])('refuses %j', (target) => {
    expect(classifyShortLinkTarget(target, ALLOWED).kind).toBe('refused');
  });

  it('names the refused host so the student knows where the link went', () => {
    expect(classifyShortLinkTarget('https://evil.example/login', ALLOWED)).toEqual({
      kind: 'refused',
      host: 'evil.example',
    });
  });
});
