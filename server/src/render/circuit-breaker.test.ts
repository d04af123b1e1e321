import { CircuitBreaker } from './circuit-breaker.ts';

describe('circuit breaker', () => {
  const key = 'blog@1.2.0';

  it('opens a key after three consecutive failures, for thirty seconds', () => {
    const breaker = new CircuitBreaker();
    breaker.failed(key, 0);
    breaker.failed(key, 1);
    expect(breaker.allows(key, 2)).toBe(true);
    breaker.failed(key, 2);
    expect(breaker.allows(key, 3)).toBe(false);
    expect(breaker.allows(key, 30_001)).toBe(false);
    expect(breaker.openKeys(3)).toEqual([key]);
    // Other keys are not affected.
    expect(breaker.allows('shell', 3)).toBe(true);
  });

  it('counts only consecutive failures: a success in between starts over', () => {
    const breaker = new CircuitBreaker();
    breaker.failed(key, 0);
    breaker.failed(key, 1);
    breaker.succeeded(key);
    breaker.failed(key, 2);
    breaker.failed(key, 3);
    expect(breaker.allows(key, 4)).toBe(true);
    expect(breaker.openKeys(4)).toEqual([]);
  });

  it('lets exactly one trial through after the cool-down; its success closes the key', () => {
    const breaker = new CircuitBreaker({ failureThreshold: 1, coolDownMs: 1000 });
    breaker.failed(key, 0);
    expect(breaker.allows(key, 999)).toBe(false);
    expect(breaker.openKeys(1000)).toEqual([]); // half-open: the next request goes through
    expect(breaker.allows(key, 1000)).toBe(true);
    expect(breaker.allows(key, 1001)).toBe(false); // the trial is running
    expect(breaker.openKeys(1001)).toEqual([key]);
    breaker.succeeded(key);
    expect(breaker.allows(key, 1002)).toBe(true);
    expect(breaker.allows(key, 1003)).toBe(true);
  });

  it('re-opens the key when the trial fails', () => {
    const breaker = new CircuitBreaker({ failureThreshold: 2, coolDownMs: 1000 });
    breaker.failed(key, 0);
    breaker.failed(key, 0);
    expect(breaker.allows(key, 1000)).toBe(true);
    breaker.failed(key, 1500);
    expect(breaker.allows(key, 2499)).toBe(false);
    expect(breaker.allows(key, 2500)).toBe(true);
  });

  it('does not lengthen the cool-down for late failures of requests started before it opened', () => {
    const breaker = new CircuitBreaker({ failureThreshold: 1, coolDownMs: 1000 });
    breaker.failed(key, 0);
    breaker.failed(key, 900);
    expect(breaker.allows(key, 1000)).toBe(true);
  });

  it('gives up on a trial that never reports back after another cool-down', () => {
    const breaker = new CircuitBreaker({ failureThreshold: 1, coolDownMs: 1000 });
    breaker.failed(key, 0);
    expect(breaker.allows(key, 1000)).toBe(true);
    expect(breaker.allows(key, 1999)).toBe(false);
    expect(breaker.allows(key, 2000)).toBe(true);
  });

  it('lists open keys sorted and refuses nonsense options', () => {
    const breaker = new CircuitBreaker({ failureThreshold: 1 });
    breaker.failed('shell', 0);
    breaker.failed(key, 0);
    expect(breaker.openKeys(1)).toEqual([key, 'shell']);
    expect(() => new CircuitBreaker({ failureThreshold: 0 })).toThrow(RangeError);
    expect(() => new CircuitBreaker({ coolDownMs: -1 })).toThrow(RangeError);
  });
});

describe('an inconclusive request', () => {
  const key = 'shell@shell';

  it('neither counts towards opening a key nor closes it', () => {
    const breaker = new CircuitBreaker();
    breaker.failed(key, 0);
    breaker.failed(key, 1);
    for (let i = 0; i < 10; i++) breaker.inconclusive(key);
    expect(breaker.allows(key, 2)).toBe(true);
    breaker.failed(key, 2);
    expect(breaker.openKeys(3)).toEqual([key]);
    breaker.inconclusive(key);
    expect(breaker.allows(key, 4)).toBe(false);
  });

  it('hands a half-open trial back, so the next request is the trial', () => {
    const breaker = new CircuitBreaker();
    for (let i = 0; i < 3; i++) breaker.failed(key, 0);
    expect(breaker.allows(key, 30_000)).toBe(true);
    expect(breaker.allows(key, 30_001)).toBe(false);
    breaker.inconclusive(key);
    expect(breaker.allows(key, 30_002)).toBe(true);
  });
});
