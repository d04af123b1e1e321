import type { FirstLoad } from './first-load.ts';
import { ratio, sizeReport, type RouteComparison } from './size-report.ts';

function load(overrides: Partial<FirstLoad> = {}): FirstLoad {
  return {
    requests: 10,
    jsRequests: 2,
    jsGzip: 2048,
    idleJsRequests: 0,
    idleJsGzip: 0,
    totalGzip: 4096,
    booted: new Set(),
    touched: new Set(),
    failed: [],
    faviconRequests: 1,
    ...overrides,
  };
}

const home = (federated: Partial<FirstLoad> = {}, monolith: Partial<FirstLoad> = {}): RouteComparison => ({
  route: '/',
  ownArea: null,
  federated: load(federated),
  monolith: load(monolith),
});

describe('ratio', () => {
  it('divides federated by monolith to two decimals, and gives a dash when the monolith has nothing', () => {
    expect(ratio(3, 2)).toBe('1.50');
    expect(ratio(287_437, 216_371)).toBe('1.33');
    expect(ratio(5, 0)).toBe('—');
  });
});

describe('sizeReport', () => {
  it('puts federated and monolith JS KiB and JS requests side by side with their ratio', () => {
    const lines = sizeReport([home({ jsGzip: 3072, jsRequests: 15 }, { jsGzip: 2048, jsRequests: 2 })]);
    expect(lines).toContain('| route | federated | monolith | ratio |');
    expect(lines).toContain('| / | 3.0 (15) | 2.0 (2) | 1.50 |');
  });

  it('prints the JS fetched after the page was ready in a table of its own, with no ratio against nothing', () => {
    const lines = sizeReport([home({ idleJsGzip: 26_624, idleJsRequests: 2 })]);
    const table = lines.indexOf(lines.find((line) => line.startsWith('JS fetched after the page was ready'))!);
    expect(table).toBeGreaterThan(0);
    expect(lines[table + 4]).toBe('| / | 26.0 (2) | 0.0 (0) | — |');
  });

  it('prints all requests and total bytes in another table', () => {
    const lines = sizeReport([home({ totalGzip: 10_240, requests: 30 }, { totalGzip: 5120, requests: 6 })]);
    expect(lines).toContain('| / | 10.0 (30) | 5.0 (6) | 2.00 |');
  });

  it('checks releases on the federated build only: the monolith has none', () => {
    const learn: RouteComparison = {
      route: '/learn',
      ownArea: 'learn',
      federated: load({ booted: new Set(['learn']), touched: new Set(['learn', 'quiz']) }),
      monolith: load({ touched: new Set(['blog']) }), // ignored: a monolith never has /releases/
    };
    expect(sizeReport([learn])).toContain('| /learn | learn | learn | YES: quiz |');
  });

  it('says the home page started no remote, and names the ones it did', () => {
    expect(sizeReport([home()])).toContain(
      'Home page "/" (federated): remote manifests/entries requested: none (as expected)',
    );
    expect(sizeReport([home({ booted: new Set(['quiz', 'blog']) })])).toContain(
      'Home page "/" (federated): remote manifests/entries requested: YES (blog, quiz), expected none',
    );
  });

  it('lists failed requests per build, or says there were none', () => {
    expect(sizeReport([home()])).toContain('Failed requests: none');
    const lines = sizeReport([home({}, { failed: ['http://x/a.js'] })]);
    expect(lines).toContain('  monolith /: http://x/a.js');
    expect(lines.some((line) => line.startsWith('  federated'))).toBe(false);
  });

  it('says how often a page load asked for the favicon, and why more than once is wrong', () => {
    expect(sizeReport([home()])).toContain('Favicon requests per page load, at most: 1');
    expect(sizeReport([home({}, { faviconRequests: 2 })])).toContain(
      'Favicon requests per page load, at most: 2 (a page image reuses its URL)',
    );
  });

  it('says the Web Vitals chunk came after the page was ready, or on which page loads it did not', () => {
    const late = { vitalsChunk: { gzip: 2560, beforeReady: false } };
    expect(sizeReport([home(late, late)])).toContain(
      'Web Vitals chunk (web-vitals, 2.5 KiB gzip): after the page was ready on every page load, never in the first load',
    );
    expect(sizeReport([home({ vitalsChunk: { gzip: 2560, beforeReady: true } }, late)])).toContain(
      'Web Vitals chunk: in the first load (before ready) on federated /: expected after ready only',
    );
  });
});
