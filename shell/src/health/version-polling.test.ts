import { startVersionPolling, type VersionPollingOptions } from './version-polling.ts';

const HOUR = 3_600_000;

function setup(latest: () => { shell: string; areas: string }, overrides: Partial<VersionPollingOptions> = {}) {
  const onNewVersion = jest.fn();
  const readLatest = jest.fn(async () => latest());
  const stop = startVersionPolling({
    currentShell: 'main.aaa.js',
    readAreas: async () => 'learn@1.0.0',
    readLatest,
    onNewVersion,
    intervalMs: HOUR,
    baselineDelayMs: 20_000,
    ...overrides,
  });
  return { onNewVersion, readLatest, stop };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('version polling', () => {
  it('checks once an hour and stays quiet while nothing changed', async () => {
    const { onNewVersion, readLatest } = setup(() => ({ shell: 'main.aaa.js', areas: 'learn@1.0.0' }));
    await jest.advanceTimersByTimeAsync(HOUR - 1);
    expect(readLatest).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(readLatest).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(2 * HOUR);
    expect(readLatest).toHaveBeenCalledTimes(3);
    expect(onNewVersion).not.toHaveBeenCalled();
  });

  it('notices a new shell build, once, and stops polling', async () => {
    const { onNewVersion, readLatest } = setup(() => ({ shell: 'main.bbb.js', areas: 'learn@1.0.0' }));
    await jest.advanceTimersByTimeAsync(3 * HOUR);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    expect(readLatest).toHaveBeenCalledTimes(1);
  });

  it('notices a new area release against the baseline read after start', async () => {
    let areas = 'learn@1.0.0';
    const { onNewVersion } = setup(() => ({ shell: 'main.aaa.js', areas }));
    await jest.advanceTimersByTimeAsync(HOUR);
    expect(onNewVersion).not.toHaveBeenCalled();
    areas = 'learn@1.1.0';
    await jest.advanceTimersByTimeAsync(HOUR);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
  });

  it('skips a failed check and tries again the next hour', async () => {
    let fail = true;
    const { onNewVersion } = setup(() => {
      if (fail) throw new Error('offline');
      return { shell: 'main.bbb.js', areas: 'learn@1.0.0' };
    });
    await jest.advanceTimersByTimeAsync(HOUR);
    expect(onNewVersion).not.toHaveBeenCalled();
    fail = false;
    await jest.advanceTimersByTimeAsync(HOUR);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
  });

  it('stops when asked', async () => {
    const { readLatest, stop } = setup(() => ({ shell: 'main.aaa.js', areas: 'learn@1.0.0' }));
    stop();
    await jest.advanceTimersByTimeAsync(3 * HOUR);
    expect(readLatest).not.toHaveBeenCalled();
  });
});
