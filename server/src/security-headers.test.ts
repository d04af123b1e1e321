import { contentSecurityPolicy } from './security-headers.ts';

describe('the Content Security Policy', () => {
  it('keeps scripts and connections to the site and its release origins when overrides are off', () => {
    const policy = contentSecurityPolicy({ releaseOrigins: ['https://cdn.example'], allowOverrides: false });
    expect(policy.scriptSrc).toEqual(["'self'", 'https://cdn.example']);
    expect(policy.connectSrc).toEqual(["'self'", 'https://cdn.example']);
  });

  it('with overrides, lets a dev server on this machine serve scripts and push hot reloads over its websocket', () => {
    const policy = contentSecurityPolicy({ releaseOrigins: [], allowOverrides: true });
    expect(policy.scriptSrc).toEqual(["'self'", 'http://127.0.0.1:*', 'http://localhost:*']);
    expect(policy.connectSrc).toEqual([
      "'self'",
      'ws://127.0.0.1:*',
      'ws://localhost:*',
      'http://127.0.0.1:*',
      'http://localhost:*',
    ]);
    // Scripts never come over a websocket.
    expect(policy.scriptSrc.join(' ')).not.toContain('ws:');
  });

  it('asks for the release origins on every response when they may change', () => {
    let origins = ['https://a.example'];
    const policy = contentSecurityPolicy({ releaseOrigins: () => origins, allowOverrides: true });
    const connect = policy.connectSrc[0] as () => string;
    expect(connect()).toBe(
      "'self' ws://127.0.0.1:* ws://localhost:* https://a.example http://127.0.0.1:* http://localhost:*",
    );
    origins = ['https://b.example'];
    expect(connect()).toContain('https://b.example');
  });
});
