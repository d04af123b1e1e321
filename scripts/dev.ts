/**
 * Development mode: Rspack dev servers with hot reload, plus the dev API.
 *
 *   npm run dev              the shell (:3000), all five remotes (:3001-3005)
 *                            and the dev API (:3100). Open http://127.0.0.1:3000.
 *   npm run dev -w mf-quiz   one area alone: the shell, that remote and the dev
 *                            API. The shell's registry lists only the running
 *                            area, so every other area shows the shell's "area
 *                            unavailable" fallback. That is by design: it is the
 *                            same fallback a student sees when an area is down,
 *                            and starting one remote instead of five is faster.
 *   npm run dev -w shell     the same as `npm run dev`. Work on the shell
 *                            (layouts, navigation, loading and error states) needs
 *                            real areas inside it; with none, every page would be
 *                            a fallback.
 *
 * How it is put together, and why:
 * - Each dev server is `rspack serve` run by the rspack CLI in a child process
 *   in its app folder, never a compiler created here: this script runs under
 *   tsx, whose esbuild `keepNames` injects `__name(...)` into functions that
 *   Module Federation serialises into the bundle, which then breaks in the
 *   browser. For the same reason the ports are listed below rather than read
 *   by importing the apps' rspack configs.
 * - Each server gets its port through `--port`, from the same table the
 *   registry is built from, so the two cannot disagree.
 * - The shell's dev server stands in for the site server: it serves
 *   `/remotes.json` (the running remotes' dev servers, see dev-registry.ts) and
 *   proxies `/api`, from two environment variables read by the `devServer`
 *   block of build/browser-config.ts. `/api` goes through the site server's own proxy
 *   module (dev-api-proxy.ts) to the dev API, so the session cookie, the
 *   bearer rule and the timeouts are those of production.
 * - concurrently prefixes every output line with the app's name, and on
 *   Ctrl-C/SIGTERM (or when one process fails) kills each child's whole process
 *   tree, so no dev server outlives the session. A SIGTERM sent to npm alone
 *   does not reach us; see stopWhenLauncherExits.
 */
import path from 'node:path';
import concurrently, { type ConcurrentlyCommandInput } from 'concurrently';
import {
  REMOTES,
  SHELL,
  appDir,
  binPath,
  remoteOfFolder,
  repoRoot,
  rspackServeArgs,
  stopWhenLauncherExits,
} from './dev-apps.ts';
import {
  DEV_API_ORIGIN_ENV,
  DEV_API_PORT,
  DEV_API_PROXY_PORT,
  DEV_REMOTES_ENV,
  devRemotesDocument,
  type DevRemote,
} from './dev-registry.ts';

/** The remotes to start: all, or with `--only-this-app` the one whose folder npm runs us in. */
function selectRemotes(argv: readonly string[], cwd: string): readonly DevRemote[] {
  if (!argv.includes('--only-this-app')) return REMOTES;
  if (path.resolve(cwd) === appDir(SHELL.folder)) return REMOTES;
  const remote = remoteOfFolder(cwd);
  if (!remote) throw new Error(`--only-this-app: "${cwd}" is not the folder of the shell or of a remote.`);
  return [remote];
}

/** A tool installed at the repository root, quoted for the shell concurrently runs commands in. */
function bin(name: string): string {
  return JSON.stringify(binPath(name));
}

function rspackServe(dir: string, port: number, env: Record<string, string> = {}): ConcurrentlyCommandInput {
  return {
    name: path.basename(dir),
    cwd: dir,
    command: [bin('rspack'), ...rspackServeArgs(port)].join(' '),
    env,
  };
}

function devApi(): ConcurrentlyCommandInput {
  return {
    name: 'dev-api',
    cwd: appDir('dev-api'),
    command: `${bin('tsx')} src/main.ts`,
    env: { DEV_API_PORT: String(DEV_API_PORT) },
  };
}

/** The site server's `/api` proxy in front of the dev API (the same module as in production). */
function apiProxy(): ConcurrentlyCommandInput {
  return { name: 'api-proxy', cwd: repoRoot, command: `${bin('tsx')} scripts/dev-api-proxy.ts` };
}

/** The commands of one session: the dev API and its proxy, the shell (told where everything is), the remotes. */
function devCommands(remotes: readonly DevRemote[]): ConcurrentlyCommandInput[] {
  const shellEnv = {
    [DEV_REMOTES_ENV]: JSON.stringify(devRemotesDocument(remotes)),
    [DEV_API_ORIGIN_ENV]: `http://127.0.0.1:${DEV_API_PROXY_PORT}`,
  };
  return [
    devApi(),
    apiProxy(),
    rspackServe(appDir(SHELL.folder), SHELL.port, shellEnv),
    ...remotes.map((remote) => rspackServe(remote.appDir, remote.devPort)),
  ];
}

function main(): void {
  const remotes = selectRemotes(process.argv.slice(2), process.cwd());
  console.log(`dev: site on http://127.0.0.1:${SHELL.port} with ${remotes.map((r) => r.area).join(', ')}`);
  const { result } = concurrently(devCommands(remotes), {
    prefix: 'name',
    padPrefix: true,
    prefixColors: 'auto',
    // A server that cannot start (a port in use, a broken config) ends the
    // session instead of leaving a site with a silently missing part.
    killOthersOn: ['failure'],
  });
  result.catch(() => {
    process.exitCode = 1;
  });
  stopWhenLauncherExits();
}

main();
