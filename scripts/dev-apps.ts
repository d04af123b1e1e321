/**
 * The apps of development mode and how their dev servers are started, for `npm run dev` (dev.ts) and for
 * one area's dev server against a running site (dev-against-site.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DevRemote } from './dev-registry.ts';
import { parentPid } from './process-tree.ts';
import { description as blog } from '../mf-blog/rspack.config.ts';
import { description as dehkhoda } from '../mf-dehkhoda/rspack.config.ts';
import { description as learn } from '../mf-learn/rspack.config.ts';
import { description as profile } from '../mf-profile/rspack.config.ts';
import { description as quiz } from '../mf-quiz/rspack.config.ts';
import { description as shellDescription } from '../shell/rspack.config.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Each app's own description (rspack.config.ts) gives its folder, dev port (a setting: dev-ports.ts)
// and routes, so `rspack serve` in an app folder by hand gives the same addresses.
export const SHELL = { folder: 'shell', port: shellDescription.devPort } as const;
export const REMOTES: readonly DevRemote[] = [learn, quiz, dehkhoda, blog, profile];

export function appDir(folder: string): string {
  return path.join(repoRoot, folder);
}

/** The area whose folder `cwd` is (npm runs a workspace's script in its folder), if any. */
export function remoteOfFolder(cwd: string): DevRemote | undefined {
  const folder = path.resolve(cwd);
  return REMOTES.find((candidate) => candidate.appDir === folder);
}

/** A tool installed at the repository root. */
export function binPath(name: string): string {
  return path.join(repoRoot, 'node_modules', '.bin', name);
}

/** The arguments of `rspack serve` for a dev server on a port. */
export function rspackServeArgs(port: number): string[] {
  return ['serve', '--mode', 'development', '--port', String(port)];
}

/**
 * On SIGTERM, npm signals the `sh -c "tsx scripts/dev.ts"` it started, and sh
 * dies without passing the signal on: tsx, this process and every dev server
 * would live on as orphans. So watch our ancestry (Linux) and, once whoever
 * started tsx is gone, stop as if SIGTERM had reached us.
 */
export function stopWhenLauncherExits(): void {
  const parent = process.ppid;
  const launcher = parentPid(parent);
  if (launcher === undefined) return;
  const timer = setInterval(() => {
    if (process.ppid === parent && parentPid(parent) === launcher) return;
    clearInterval(timer);
    process.kill(process.pid, 'SIGTERM');
  }, 1000);
  timer.unref();
}
