import { recoverFailedStart } from './start/recover-failed-start.ts';
import { yieldToBrowser } from './start/yield-to-browser.ts';

/**
 * Starts the page in steps, each in a task of its own. Running the shell's modules was one task (about
 * 630 ms on Lighthouse's emulated phone), during which a tap on the server-rendered page waited and which
 * Lighthouse counted as blocking time nearly whole. Each step runs the modules it names that have not
 * run yet; `bootstrap.tsx` runs the rest, then starts the page in steps of its own and hydrates it.
 *
 * Every step shares the one chunk name, so the steps are one chunk group: the build names its files in
 * index.html (build/plugins/start-preload.ts) and the browser fetches them with main.js, not in waves.
 */
async function start() {
  await import(/* webpackChunkName: "bootstrap" */ './start/react-modules.ts');
  await yieldToBrowser();
  await import(/* webpackChunkName: "bootstrap" */ './start/library-modules.ts');
  await yieldToBrowser();
  await import(/* webpackChunkName: "bootstrap" */ './start/api-modules.ts');
  await yieldToBrowser();
  const { warmFormatters } = await import(/* webpackChunkName: "bootstrap" */ './start/warm-formatters.ts');
  warmFormatters();
  await yieldToBrowser();
  const { startPage } = await import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx');
  await yieldToBrowser();
  await startPage();
}

start().catch((error: unknown) => recoverFailedStart(error));
