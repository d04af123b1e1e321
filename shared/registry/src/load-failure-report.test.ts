import { loadFailureReportSchema } from './load-failure-report.ts';

const accepts = (body: unknown) => loadFailureReportSchema.safeParse(body).success;

describe('the failure beacon', () => {
  it('accepts every kind a browser sees, with a route pattern, and the shapes older shells send', () => {
    expect(accepts({ kind: 'crash', area: 'quiz', version: '1.5.0', reason: 'boom', route: '/quiz/run/:code' })).toBe(
      true,
    );
    expect(accepts({ kind: 'crash', area: 'quiz', version: '1.5.0', reason: 'boom' })).toBe(true);
    expect(accepts({ area: 'quiz', version: '1.5.0', reason: 'chunk', fallbackVersion: '1.4.0', route: '/quiz' })).toBe(
      true,
    );
    expect(accepts({ area: 'quiz', version: '1.5.0', reason: 'chunk' })).toBe(true);
    expect(accepts({ kind: 'hydration', area: 'shell', version: 'main.abc.js', reason: 'x', route: '/' })).toBe(true);
  });

  it('refuses what a browser cannot claim or must not send: render, the shell crashing, an address for a route', () => {
    const crash = { kind: 'crash', area: 'quiz', version: '1.5.0', reason: 'boom' };
    expect(accepts({ ...crash, kind: 'render' })).toBe(false);
    expect(accepts({ ...crash, area: 'shell', version: 'main.abc.js' })).toBe(false);
    for (const route of ['/quiz/12?name=ali', 'https://site.test/quiz', '/quiz/#top', '', `/${'a'.repeat(200)}`]) {
      expect([route, accepts({ ...crash, route })]).toEqual([route, false]);
    }
  });
});
