import { forbidRequests, missingParameter, nothing } from './testing/required-parameters.ts';
import {
  getFeedbackList,
  storeFeedback,
  storeFeedbackRate,
  type FeedbackListRequest,
  type FeedbackRateRequest,
  type FeedbackStoreRequest,
} from './feedback.ts';

describe('feedback calls: required parameters (spec section 5)', () => {
  forbidRequests();

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
