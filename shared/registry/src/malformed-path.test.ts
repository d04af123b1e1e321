import { hasMalformedSegment } from './malformed-path.ts';

describe('hasMalformedSegment', () => {
  it.each([
    '/page/%20',
    '/course/%20',
    '/articles/%20',
    '/profile/report-card/%20',
    '/page/%20%20%20',
    '/page/%09',
    '/page/%C2%A0',
    '/page/%E2%80%8B',
    '/page/%E2%80%AE',
    '/course/%0A',
    '/articles/%00',
    '/articles/a%00b',
    '/page/%7F',
    '/page/%C2%85',
    '/page/%FF',
    '/page/%E2%80',
    '/page/%',
    '/page/%zz',
    '/dehkhoda/entry/%20/x',
    '/dehkhoda/entry/1/%20',
  ])('%s names no page', (pathname) => {
    expect(hasMalformedSegment(pathname)).toBe(true);
  });

  it.each([
    '/',
    '/page/static',
    '/page/about-us',
    '/course/math-grade-7',
    '/course/math-grade-7/',
    '/articles/%D8%B1%DB%8C%D8%A7%D8%B6%DB%8C',
    // A zero-width non-joiner inside a Persian word is part of its spelling.
    '/articles/%D9%85%DB%8C%E2%80%8C%D8%AE%D9%88%D8%A7%D9%87%D9%85',
    '/dehkhoda/entry/12/%D8%A2%D8%A8',
    '/articles/a%20b',
    '/quiz/run/abc/result/42/full',
  ])('%s may name a page', (pathname) => {
    expect(hasMalformedSegment(pathname)).toBe(false);
  });
});
