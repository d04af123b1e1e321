import type * as ChunkReloadGuard from './chunk-reload-guard.ts';

type GuardModule = typeof ChunkReloadGuard;

/** A fresh copy of the module, as a reloaded page would have. */
function freshGuard(): GuardModule {
  let loaded: GuardModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<GuardModule>('./chunk-reload-guard.ts');
  });
  return loaded!;
}

const realSessionStorage = Object.getOwnPropertyDescriptor(window, 'sessionStorage')!;

function breakSessionStorage() {
  Object.defineProperty(window, 'sessionStorage', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-20T10:00:00Z') });
  Object.defineProperty(window, 'sessionStorage', realSessionStorage);
  window.sessionStorage.clear();
  window.name = '';
});
afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(window, 'sessionStorage', realSessionStorage);
});

describe('chunk-load reload guard', () => {
  it('reloads on the first failure, then shows the error page when the reload did not help', () => {
    expect(freshGuard().shouldReloadForChunkError('main.aaa.js')).toBe(true);
    jest.advanceTimersByTime(3000);
    // The page has reloaded: a new module, the same tab.
    expect(freshGuard().shouldReloadForChunkError('main.aaa.js')).toBe(false);
  });

  it('allows another reload once the 10 s guard has passed', () => {
    const guard = freshGuard();
    expect(guard.shouldReloadForChunkError('main.aaa.js')).toBe(true);
    jest.advanceTimersByTime(guard.RELOAD_GUARD_MS - 1);
    expect(freshGuard().shouldReloadForChunkError('main.aaa.js')).toBe(false);
    jest.advanceTimersByTime(guard.RELOAD_GUARD_MS + 1);
    expect(freshGuard().shouldReloadForChunkError('main.aaa.js')).toBe(true);
  });

  it('a new build gets its own reload at once', () => {
    expect(freshGuard().shouldReloadForChunkError('main.aaa.js')).toBe(true);
    expect(freshGuard().shouldReloadForChunkError('main.bbb.js')).toBe(true);
  });

  it('without sessionStorage it still reloads only once, remembering the reload in the tab', () => {
    breakSessionStorage();
    expect(freshGuard().shouldReloadForChunkError('main.aaa.js')).toBe(true);
    jest.advanceTimersByTime(1000);
    expect(freshGuard().shouldReloadForChunkError('main.aaa.js')).toBe(false);
    jest.advanceTimersByTime(20_000);
    expect(freshGuard().shouldReloadForChunkError('main.aaa.js')).toBe(true);
  });

  it('with nowhere to keep the mark across a reload it never reloads by itself, so it cannot loop', () => {
    breakSessionStorage();
    window.name = 'taken-by-another-script';
    const guard = freshGuard();
    expect(guard.shouldReloadForChunkError('main.aaa.js')).toBe(false);
    expect(guard.shouldReloadForChunkError('main.aaa.js')).toBe(false);
    expect(window.name).toBe('taken-by-another-script');
  });

  it('ignores a damaged mark', () => {
    window.sessionStorage.setItem('platform:chunk-reload', '{not json');
    expect(freshGuard().shouldReloadForChunkError('main.aaa.js')).toBe(true);
  });
});
