import { vitalsReportSchema } from './vitals-report.ts';

const accepts = (body: unknown) => vitalsReportSchema.safeParse(body).success;
const lcp = { metric: 'LCP', value: 1840.5, area: 'quiz', version: '1.5.0', route: '/quiz/run/:code' };

describe('the Web Vitals beacon', () => {
  it('accepts one vital of an area release or of the shell, with or without a route pattern', () => {
    expect(accepts(lcp)).toBe(true);
    expect(accepts({ ...lcp, metric: 'INP', value: 0 })).toBe(true);
    expect(accepts({ ...lcp, metric: 'CLS', value: 0.12, route: undefined })).toBe(true);
    expect(accepts({ metric: 'CLS', value: 0, area: 'shell', version: 'main.0123456789.js', route: '/' })).toBe(true);
  });

  it('refuses other metrics, values no browser measures, addresses for routes and other areas', () => {
    expect(accepts({ ...lcp, metric: 'FID' })).toBe(false);
    expect(accepts({ ...lcp, metric: 'TTFB' })).toBe(false);
    for (const value of [-1, Number.NaN, Number.POSITIVE_INFINITY, 600_001, '1200']) {
      expect([value, accepts({ ...lcp, value })]).toEqual([value, false]);
    }
    expect(accepts({ ...lcp, metric: 'CLS', value: 101 })).toBe(false);
    for (const route of ['/quiz/12?name=ali', 'https://site.test/quiz', '/quiz/#top', '']) {
      expect([route, accepts({ ...lcp, route })]).toEqual([route, false]);
    }
    expect(accepts({ ...lcp, area: 'admin' })).toBe(false);
    expect(accepts({ ...lcp, version: '1.5.0/../../x' })).toBe(false);
  });
});
