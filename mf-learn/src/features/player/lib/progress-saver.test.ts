import { ProgressSaver, type WatchPosition } from './progress-saver.ts';

const at = (watchedSeconds: number): WatchPosition => ({ watchedSeconds, totalSeconds: 24 });

/** A saver on fake time whose saves resolve or reject as the test says. */
function setUp(options: { fail?: () => boolean; online?: () => boolean; alreadySaved?: WatchPosition } = {}) {
  const sent: number[] = [];
  const results: boolean[] = [];
  const saver = new ProgressSaver(
    {
      save: async (position) => {
        sent.push(position.watchedSeconds);
        if (options.fail?.()) throw new Error('offline');
      },
      onResult: (ok) => results.push(ok),
      now: () => Date.now(),
      isOnline: options.online,
    },
    options.alreadySaved,
  );
  return { saver, sent, results };
}

/** Plays from `from` for `seconds`, reporting the position four times a second as a video does. */
async function play(saver: ProgressSaver, from: number, seconds: number) {
  for (let tick = 1; tick <= seconds * 4; tick += 1) {
    saver.track(at(from + tick / 4));
    await jest.advanceTimersByTimeAsync(250);
  }
}

beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
afterEach(() => jest.useRealTimers());

describe('ProgressSaver', () => {
  it('saves at most once every five seconds while the video plays', async () => {
    const { saver, sent } = setUp();
    await play(saver, 0, 20);
    expect(sent.length).toBeGreaterThanOrEqual(4);
    expect(sent.length).toBeLessThanOrEqual(5);
    expect(sent[0]).toBe(1);
  });

  it('saves more seconds played even when the playhead ends where the server has it', async () => {
    const played: WatchPosition[] = [];
    const saver = new ProgressSaver({ save: async (position) => void played.push(position) }, at(12));
    saver.track({ ...at(12), played: [[0, 12]] });
    await jest.advanceTimersByTimeAsync(6000);
    expect(played).toEqual([{ ...at(12), played: [[0, 12]] }]);
  });

  it('sends nothing while the position stays where the server already has it', async () => {
    const { saver, sent } = setUp({ alreadySaved: at(12) });
    saver.track(at(12));
    saver.track(at(12.4));
    await jest.advanceTimersByTimeAsync(30_000);
    expect(sent).toEqual([]);
  });

  it('saves a pause within the interval, once', async () => {
    const { saver, sent } = setUp();
    saver.track(at(3));
    await jest.advanceTimersByTimeAsync(0);
    saver.track(at(4.5));
    expect(sent).toEqual([3]);
    await jest.advanceTimersByTimeAsync(5000);
    expect(sent).toEqual([3, 4.5]);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(sent).toEqual([3, 4.5]);
  });

  it('keeps the latest position after a failure and retries it later', async () => {
    let failing = true;
    const { saver, sent, results } = setUp({ fail: () => failing });
    saver.track(at(6));
    await jest.advanceTimersByTimeAsync(0);
    expect(results).toEqual([false]);
    saver.track(at(8));
    failing = false;
    await jest.advanceTimersByTimeAsync(4999);
    expect(sent).toEqual([6]);
    await jest.advanceTimersByTimeAsync(5001);
    expect(sent).toEqual([6, 8]);
    expect(results).toEqual([false, true]);
  });

  it('waits while offline and saves when asked again once online', async () => {
    let online = false;
    const { saver, sent } = setUp({ online: () => online });
    saver.track(at(10));
    await jest.advanceTimersByTimeAsync(60_000);
    expect(sent).toEqual([]);
    online = true;
    saver.retrySoon();
    await jest.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([10]);
  });

  it('flushes at once when the student leaves, even inside the interval', async () => {
    const { saver, sent } = setUp();
    saver.track(at(2));
    await jest.advanceTimersByTimeAsync(1000);
    saver.track(at(3.5));
    saver.stop();
    await jest.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([2, 3.5]);
    saver.track(at(9));
    await jest.advanceTimersByTimeAsync(60_000);
    expect(sent).toEqual([2, 3.5]);
  });

  it('never sends two saves at once: a flush during a save follows it', async () => {
    let finish: () => void = () => {};
    const sent: number[] = [];
    const saver = new ProgressSaver({
      save: (position) => {
        sent.push(position.watchedSeconds);
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
    });
    saver.track(at(1));
    saver.track(at(5));
    saver.flush();
    expect(sent).toEqual([1]);
    finish();
    await jest.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([1, 5]);
  });

  it('backs off after failures in a row', async () => {
    const { saver, sent } = setUp({ fail: () => true });
    saver.track(at(1));
    await jest.advanceTimersByTimeAsync(60_000);
    // Attempts at 0, +10 s, +25 s, +45 s: the waits grow by one interval each time.
    expect(sent).toHaveLength(4);
  });
});
