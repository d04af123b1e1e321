import { RequiredParameterError } from './errors.ts';
import {
  getFeedbackList,
  storeFeedback,
  storeFeedbackRate,
  type FeedbackListRequest,
  type FeedbackRateRequest,
  type FeedbackStoreRequest,
} from './feedback.ts';

async function missingParameter(call: () => Promise<unknown>): Promise<string> {
  const error = await call().catch((caught: unknown) => caught);
  if (!(error instanceof RequiredParameterError))
    throw new Error(`expected a RequiredParameterError, got ${String(error)}`);
  return error.parameter;
}

/** A caller that lost its form data: the typed signature forbids it, plain JavaScript callers can still do it. */
function nothing<T>(): T {
  return JSON.parse('null');
}

describe('feedback calls: required parameters (spec section 5)', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    globalThis.fetch = jest.fn();
  });
  afterEach(() => {
    expect(globalThis.fetch).not.toHaveBeenCalled();
    globalThis.fetch = realFetch;
  });

  it('the feedback list needs its body', async () => {
    expect(await missingParameter(() => getFeedbackList(nothing<FeedbackListRequest>()))).toBe('body');
  });

  it('storing a comment needs its body', async () => {
    expect(await missingParameter(() => storeFeedback(nothing<FeedbackStoreRequest>()))).toBe('body');
  });

  it('storing a rating needs its body', async () => {
    expect(await missingParameter(() => storeFeedbackRate(nothing<FeedbackRateRequest>()))).toBe('body');
  });
});
