import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startCrashChild } from './crash-child-process.ts';
import { LOCK_TIMING, LockBusyError, withFileLock } from './file-lock.ts';
import { RegistryStore } from './registry-store.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function newDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'registry-lock-'));
  dirs.push(dir);
  return dir;
}

describe('the registry lock', () => {
  it('outlives a stale lock: a caller waits longer than a crashed holder can block it', () => {
    expect(LOCK_TIMING.waitMs).toBeGreaterThanOrEqual(LOCK_TIMING.staleMs * 3);
    expect(LOCK_TIMING.updateMs).toBeLessThanOrEqual(LOCK_TIMING.staleMs / 2);
  });

  it('is taken over from a change killed while holding it, well before the caller would give up', async () => {
    const file = path.join(newDir(), 'registry.json');
    const store = new RegistryStore(file);
    await store.create(async () => ({ revision: 1, areas: {}, history: [] }));
    const holder = await startCrashChild(['hold-lock', file]);
    await holder.kill();
    const started = Date.now();
    expect((await store.update((registry) => registry)).revision).toBe(2);
    expect(Date.now() - started).toBeLessThan(LOCK_TIMING.staleMs + 3_000);
  }, 30_000);

  it('refuses with a Persian reason when a live change holds it longer than the caller waits', async () => {
    const file = path.join(newDir(), 'registry.json');
    const timing = { staleMs: 2_000, updateMs: 1_000, waitMs: 1_500 };
    let finish!: () => void;
    const held = withFileLock(file, () => new Promise<void>((resolve) => (finish = resolve)), timing);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const waiting = withFileLock(file, async () => 'never', timing);
    await expect(waiting).rejects.toThrow(LockBusyError);
    await expect(waiting).rejects.toThrow(/تغییر دیگری در همین لحظه در حال انجام است/);
    finish();
    await held;
  }, 15_000);
});
