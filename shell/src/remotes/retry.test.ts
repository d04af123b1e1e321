import { withRetry } from './retry.ts';

describe('bounded retry', () => {
  it('returns the first success', async () => {
    let calls = 0;
    const result = await withRetry(
      async () => {
        calls += 1;
        if (calls < 2) throw new Error('flaky');
        return 'ok';
      },
      { delaysMs: [1, 1], deadlineMs: 1000 },
    );
    expect(result).toBe('ok');
    expect(calls).toBe(2);
  });

  it('gives up after the last delay and rethrows the last error', async () => {
    let calls = 0;
    await expect(
      withRetry(
        async () => {
          calls += 1;
          throw new Error(`failure ${calls}`);
        },
        { delaysMs: [1, 1], deadlineMs: 1000 },
      ),
    ).rejects.toThrow('failure 3');
    expect(calls).toBe(3);
  });

  it('stops early for an error a retry cannot fix', async () => {
    let calls = 0;
    await expect(
      withRetry(
        async () => {
          calls += 1;
          throw new Error('permanent');
        },
        { delaysMs: [1, 1], deadlineMs: 1000 },
        () => false,
      ),
    ).rejects.toThrow('permanent');
    expect(calls).toBe(1);
  });

  it('starts no attempt past the deadline', async () => {
    let calls = 0;
    await expect(
      withRetry(
        async () => {
          calls += 1;
          throw new Error('slow');
        },
        { delaysMs: [50, 50], deadlineMs: 10 },
      ),
    ).rejects.toThrow('slow');
    expect(calls).toBe(1);
  });
});
