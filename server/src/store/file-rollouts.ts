import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { AreaName } from '@shared/registry';
import { writeFileAtomic } from '../registry/atomic-file.ts';
import { withFileLock } from '../registry/file-lock.ts';
import { rolloutSchema, type Rollout } from '../rollout/rollout-record.ts';
import type { Leases, Rollouts } from './site-store.ts';

async function readJson<T>(file: string, schema: z.ZodType<T>, empty: T): Promise<T> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) return empty;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : empty;
  } catch {
    return empty; // written atomically: only a hand-edited file gets here
  }
}

const rolloutsFileSchema = z.array(rolloutSchema);

/** `rollouts.json` in the data directory: one rollout per area, changed under the file lock. */
export class FileRollouts implements Rollouts {
  constructor(private readonly file: string) {}

  all(): Promise<Rollout[]> {
    return readJson(this.file, rolloutsFileSchema, []);
  }

  update(area: AreaName, change: (stored: Rollout | undefined) => Rollout | undefined) {
    return withFileLock(this.file, async (lock) => {
      const stored = await this.all();
      const next = change(stored.find((rollout) => rollout.area === area));
      if (!next) return undefined;
      lock.assertHeld();
      const kept = [...stored.filter((rollout) => rollout.area !== area), rolloutSchema.parse(next)];
      await writeFileAtomic(this.file, `${JSON.stringify(kept, null, 2)}\n`);
      return next;
    });
  }
}

const leasesFileSchema = z.record(z.string(), z.object({ holder: z.string(), expiresAt: z.number() }));

/**
 * `leases.json` in the data directory, changed under the file lock: servers sharing the folder (one
 * machine) agree on its clock, so an expiry time is enough.
 */
export class FileLeases implements Leases {
  constructor(
    private readonly file: string,
    private readonly now: () => number = Date.now,
  ) {}

  hold(name: string, holder: string, ttlMs: number): Promise<boolean> {
    return withFileLock(this.file, async (lock) => {
      const leases = await readJson(this.file, leasesFileSchema, {});
      const lease = leases[name];
      if (lease && lease.holder !== holder && lease.expiresAt > this.now()) return false;
      lock.assertHeld();
      await writeFileAtomic(
        this.file,
        `${JSON.stringify({ ...leases, [name]: { holder, expiresAt: this.now() + ttlMs } }, null, 2)}\n`,
      );
      return true;
    });
  }

  async release(name: string, holder: string): Promise<void> {
    await withFileLock(this.file, async (lock) => {
      const leases = await readJson(this.file, leasesFileSchema, {});
      if (leases[name]?.holder !== holder) return;
      const others = Object.fromEntries(Object.entries(leases).filter(([held]) => held !== name));
      lock.assertHeld();
      await writeFileAtomic(this.file, `${JSON.stringify(others, null, 2)}\n`);
    });
  }
}
