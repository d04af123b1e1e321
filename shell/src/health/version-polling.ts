import type { VersionSnapshot } from './version-check.ts';

/** What {@link startVersionPolling} needs. */
export interface VersionPollingOptions {
  /** The build this page runs. */
  currentShell: string;
  /** Reads the areas' releases once, for the baseline. */
  readAreas: () => Promise<string>;
  /** Reads the latest release of everything. */
  readLatest: () => Promise<VersionSnapshot>;
  /** Called once, when the shell or an area has a new release. */
  onNewVersion: () => void;
  intervalMs: number;
  /** The baseline is read when the page has settled, not during its first load. */
  baselineDelayMs: number;
}

/**
 * Polls for a new release: the shell's build against the running one, the
 * areas against a baseline read shortly after start. A failed check (offline,
 * a server restarting) is skipped silently; the next one tries again.
 * Returns a function that stops polling.
 */
export function startVersionPolling(options: VersionPollingOptions): () => void {
  let baselineAreas: string | undefined;
  let stopped = false;
  const timers: ReturnType<typeof setTimeout>[] = [];
  const stop = () => {
    stopped = true;
    timers.forEach((timer) => clearTimeout(timer));
  };

  const readBaseline = async () => {
    baselineAreas ??= await options.readAreas().catch(() => undefined);
  };

  const check = async () => {
    const latest = await options.readLatest().catch(() => undefined);
    if (stopped || !latest) return;
    const shellChanged = latest.shell !== 'unknown' && latest.shell !== options.currentShell;
    const areasChanged = baselineAreas !== undefined && latest.areas !== baselineAreas;
    baselineAreas ??= latest.areas;
    if (shellChanged || areasChanged) {
      stop();
      options.onNewVersion();
    }
  };

  timers.push(setTimeout(() => void readBaseline(), options.baselineDelayMs));
  const interval = setInterval(() => void check(), options.intervalMs);
  timers.push(interval);
  return () => {
    stop();
    clearInterval(interval);
  };
}
