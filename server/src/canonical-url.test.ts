import { canonicalLocation, canonicalPagePath } from './canonical-url.ts';

const PATTERNS = ['/', '/aboutus', '/course/my-courses', '/course/:slug', '/landing/mahaExam', '/quiz/run/:code'];

describe('one address per page', () => {
  it.each([
    ['/COURSE/math-grade-7', '/course/math-grade-7'],
    ['/course/math-grade-7/', '/course/math-grade-7'],
    ['/Course/Math-Grade-7//', '/course/Math-Grade-7'],
    ['/COURSE/MY-COURSES', '/course/my-courses'],
    ['/landing/mahaexam', '/landing/mahaExam'],
    ['/AboutUs/', '/aboutus'],
    ['/quiz/RUN/AbC123', '/quiz/run/AbC123'],
    ['/course/%D8%B1%DB%8C%D8%A7%D8%B6%DB%8C/', '/course/%D8%B1%DB%8C%D8%A7%D8%B6%DB%8C'],
  ])('moves %s to %s', (from, to) => {
    expect(canonicalPagePath(from, PATTERNS)).toBe(to);
  });

  it.each([
    '/',
    '/course/math-grade-7',
    '/course/Math-Grade-7',
    '/nowhere/',
    '/course//x',
    '//evil.example/',
    '/course/a/b/',
    // Only ASCII letters spell a fixed segment: the Kelvin sign lower-cases to k.
    '/\u212Aourse/x',
  ])('leaves %s where it is', (path) => {
    expect(canonicalPagePath(path, PATTERNS)).toBeUndefined();
  });

  it('keeps the query string', () => {
    expect(canonicalLocation('/COURSE/x/?tab=faq&a=B', PATTERNS)).toBe('/course/x?tab=faq&a=B');
    expect(canonicalLocation('/course/x?tab=faq', PATTERNS)).toBeUndefined();
  });

  it('never writes an address off the site, even for a pattern starting with a parameter', () => {
    expect(canonicalPagePath('/%5Cevil.example/', ['/:anything'])).toBeUndefined();
  });
});
