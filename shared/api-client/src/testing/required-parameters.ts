import { RequiredParameterError } from '../errors.ts';

/** The parameter a call said was missing; any other outcome fails the test. */
export async function missingParameter(call: () => Promise<unknown>): Promise<string> {
  const error = await call().catch((caught: unknown) => caught);
  if (!(error instanceof RequiredParameterError)) {
    throw new Error(`expected a RequiredParameterError, got ${String(error)}`);
  }
  return error.parameter;
}

/** A caller that lost its data: the typed signature forbids it, plain JavaScript callers can still do it. */
export function nothing<T>(): T {
  return JSON.parse('null') as T;
}

/**
 * Registers hooks that fail the test if any request is sent: required
 * parameters must be caught before the network (spec section 5).
 */
export function forbidRequests(): void {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    globalThis.fetch = jest.fn();
  });
  afterEach(() => {
    expect(globalThis.fetch).not.toHaveBeenCalled();
    globalThis.fetch = realFetch;
  });
}
