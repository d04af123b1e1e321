/**
 * A process for the crash tests to kill mid-way (`node --import tsx crash-child.ts …`): it holds the
 * registry's lock, or stops a publish after a step, prints `ready` and waits to be killed.
 */
import { withFileLock } from './file-lock.ts';
import { ReleaseStore, type PublishStep } from './release-store.ts';

const forever = () => new Promise<never>(() => setInterval(() => undefined, 60_000));
const ready = () => process.stdout.write('ready\n');
const [mode, ...args] = process.argv.slice(2);

if (mode === 'hold-lock') {
  await withFileLock(args[0]!, async () => {
    ready();
    await forever();
  });
} else if (mode === 'publish') {
  const [releasesDir, stagingDir, version, source, stopAfter] = args as [string, string, string, string, PublishStep];
  const store = new ReleaseStore(releasesDir, stagingDir, async (step) => {
    if (step !== stopAfter) return;
    ready();
    await forever();
  });
  await store.publish('quiz', version, source);
}
