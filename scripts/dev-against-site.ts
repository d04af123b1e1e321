/**
 * One area's dev server, to be loaded into a running site (the production build on this machine, or a
 * staging site) through an override, in the developer's browser only:
 *
 *   npm run dev:site -w mf-quiz                               against http://127.0.0.1:8080
 *   npm run dev:site -w mf-quiz -- --site https://staging.example
 *
 * It prints the link that sets the override. The site must allow overrides (ALLOW_OVERRIDES=true); it
 * says so in its `/remotes.json`, and this script warns when it does not. Saved changes reach the page
 * (a reload: the site's production React cannot swap components in place, see
 * shared/registry/src/reload-without-react-refresh.ts). The area's pages are its dev server's
 * configuration (each page is an exposed module), so a change to `src/routes.ts` restarts the dev server,
 * and the page reloads once it is back.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, watch } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { binPath, rspackServeArgs, stopWhenLauncherExits } from './dev-apps.ts';
import type { DevRemote } from './dev-registry.ts';
import { overrideLink } from './override-link.ts';

const DEFAULT_SITE = 'http://127.0.0.1:8080';

function siteFromArgs(argv: readonly string[]): URL {
  const at = argv.indexOf('--site');
  return new URL(at >= 0 ? (argv[at + 1] ?? '') : (process.env.SITE_URL ?? DEFAULT_SITE));
}

/** Warns when the site will ignore the override; a site that cannot be reached yet is only mentioned. */
async function checkSiteAllowsOverrides(site: URL): Promise<void> {
  try {
    const response = await fetch(new URL('/remotes.json', site), { signal: AbortSignal.timeout(5000) });
    const document = (await response.json()) as { overrides?: boolean };
    if (document.overrides !== true) {
      console.warn(
        `${site.origin} does not allow overrides: start it with ALLOW_OVERRIDES=true, or the link does nothing.`,
      );
    }
  } catch (error) {
    console.warn(`${site.origin} did not answer /remotes.json (${String(error)}); start the site, then open the link.`);
  }
}

/** The area of the folder npm runs us in, as its own rspack.config.ts describes it (folder, port, pages). */
async function areaOfFolder(folder: string): Promise<DevRemote> {
  const config = path.join(folder, 'rspack.config.ts');
  const described = existsSync(config)
    ? ((await import(pathToFileURL(config).href)) as { description?: DevRemote & { kind: string } }).description
    : undefined;
  if (described?.kind !== 'remote') throw new Error('dev:site runs in an area folder: npm run dev:site -w mf-quiz');
  return described;
}

async function main(): Promise<void> {
  const remote = await areaOfFolder(process.cwd());
  const site = siteFromArgs(process.argv.slice(2));
  let server: ChildProcess | undefined;
  let stopping = false;

  const start = () => {
    server = spawn(binPath('rspack'), rspackServeArgs(remote.devPort), { cwd: remote.appDir, stdio: 'inherit' });
    server.once('exit', (code) => {
      server = undefined;
      if (stopping) process.exit(0);
      else if (!restarting) process.exit(code ?? 1);
    });
  };

  // The pages are in the dev server's configuration: a change to them needs a new one.
  let restarting = false;
  let pending: NodeJS.Timeout | undefined;
  watch(path.join(remote.appDir, 'src', 'routes.ts'), () => {
    clearTimeout(pending);
    pending = setTimeout(() => {
      if (!server) return;
      console.log(`dev:site: ${remote.area}'s pages changed, restarting its dev server`);
      restarting = true;
      server.once('exit', () => {
        restarting = false;
        start();
      });
      server.kill('SIGTERM');
    }, 300);
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      if (server) server.kill('SIGTERM');
      else process.exit(0);
    });
  }
  stopWhenLauncherExits();
  start();
  console.log(`dev:site: ${remote.area} on http://127.0.0.1:${remote.devPort}; open, in your browser only:`);
  console.log(`  ${overrideLink(site, remote)}`);
  console.log(`  (${site.origin}/?mf-override=off ends it)`);
  void checkSiteAllowsOverrides(site);
}

await main();
