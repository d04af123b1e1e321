import { forwardedFor } from './forwarded-for.ts';

describe('the X-Forwarded-For sent to the API', () => {
  it('names the client this server saw', () => {
    expect(forwardedFor(undefined, '203.0.113.7')).toBe('203.0.113.7');
  });

  it('keeps the chain of proxies in front and adds this hop last', () => {
    expect(forwardedFor('198.51.100.1, 10.0.0.2', '10.0.0.3')).toBe('198.51.100.1, 10.0.0.2, 10.0.0.3');
    expect(forwardedFor(['198.51.100.1', '10.0.0.2'], '10.0.0.3')).toBe('198.51.100.1, 10.0.0.2, 10.0.0.3');
  });

  it('drops empty hops and sends nothing when nothing is known', () => {
    expect(forwardedFor(' , ', undefined)).toBeUndefined();
    expect(forwardedFor(undefined, undefined)).toBeUndefined();
  });
});
