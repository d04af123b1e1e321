/** Spec sections 4 and 9: a chunk-load error reloads once, guarded for 10 s. */
export const RELOAD_GUARD_MS = 10_000;

const KEY = 'platform:chunk-reload';

interface ReloadMark {
  build: string;
  at: number;
}

type Persisted = 'session' | 'window-name' | 'memory';

// Where the mark lives when no storage survives a reload.
let memoryMark: ReloadMark | undefined;

function parseMark(text: string | null | undefined): ReloadMark | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { build, at } = value as Partial<ReloadMark>;
    return typeof build === 'string' && typeof at === 'number' ? { build, at } : undefined;
  } catch {
    return undefined;
  }
}

function sessionStore(): Storage | undefined {
  try {
    const storage = window.sessionStorage;
    // Safari's private mode and some embedded browsers expose a storage that throws on write.
    storage.setItem(`${KEY}:probe`, '1');
    storage.removeItem(`${KEY}:probe`);
    return storage;
  } catch {
    return undefined;
  }
}

// window.name survives a reload of the tab, so it is the second choice; it is
// only used when nothing else on the page uses it.
const WINDOW_NAME_PREFIX = `${KEY}=`;

function readMark(): ReloadMark | undefined {
  const storage = sessionStore();
  if (storage) return parseMark(storage.getItem(KEY));
  if (window.name.startsWith(WINDOW_NAME_PREFIX)) return parseMark(window.name.slice(WINDOW_NAME_PREFIX.length));
  return memoryMark;
}

function writeMark(mark: ReloadMark): Persisted {
  const storage = sessionStore();
  if (storage) {
    storage.setItem(KEY, JSON.stringify(mark));
    return 'session';
  }
  if (window.name === '' || window.name.startsWith(WINDOW_NAME_PREFIX)) {
    window.name = `${WINDOW_NAME_PREFIX}${JSON.stringify(mark)}`;
    return 'window-name';
  }
  memoryMark = mark;
  return 'memory';
}

/**
 * Decides whether a chunk-load error may reload the page. The first error of
 * a build reloads; another one of the same build within 10 s means the
 * reload did not help, so the page shows an error with a retry instead. The
 * mark is kept in sessionStorage, else in window.name, else in this module:
 * a mark only in memory would be forgotten by the reload itself, so then the
 * page never reloads by itself and there is no loop either way.
 */
export function shouldReloadForChunkError(build: string, now: number = Date.now()): boolean {
  const last = readMark();
  if (last && last.build === build && now - last.at >= 0 && now - last.at < RELOAD_GUARD_MS) return false;
  return writeMark({ build, at: now }) !== 'memory';
}
