import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, testChromiumExecutable } from './browser.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = path.join(repoRoot, '.data', `e2e-${port}`);
/**
 * Test releases built once per run and shared by the specs that publish them (support/second-release.ts).
 * Workers inherit the variable; the web server's command empties the folder, so a run never reuses the
 * releases an older source built.
 */
const buildsDir = path.join(repoRoot, '.data', `e2e-${port}-builds`);
process.env.E2E_BUILDS_DIR = buildsDir;
/** Which build to test: dist/ unless E2E_DIST_DIR names another (parallel work). */
const distDir = process.env.E2E_DIST_DIR ? path.resolve(process.env.E2E_DIST_DIR) : path.join(repoRoot, 'dist');

/**
 * End-to-end tests run against the production build in dist/ (built by
 * `npm run test:e2e` before Playwright starts); this config builds nothing.
 */
export default defineConfig({
  testDir: '.',
  // Bounds, not speed targets: a flow of ten pages on a busy two-core machine can take half a minute.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One worker per core, at most four. Measured on this two-core machine (2026-11-25, 109 tests): one worker
  // 4.3 min, two 3.2 min. Tests that only read share a warm context per worker (fixtures.ts), so a second
  // worker overlaps one test's waiting on the network and the server with another's rendering. With 160
  // tests (2026-11-28) two workers keep the machine 93% busy, most of it the browser's work, so a third
  // worker has nothing to overlap.
  workers: Math.min(4, Math.max(1, os.availableParallelism())),
  // One retry absorbs a machine that stalls once; Playwright still lists such a test as flaky.
  retries: 1,
  reporter: [['list'], ['./support/slowest-files-reporter.ts']],
  outputDir: path.join(repoRoot, 'test-results'),
  use: {
    baseURL,
    locale: 'fa-IR',
    // A trace costs time on every test; one is kept for the retry of a test that failed once.
    trace: 'on-first-retry',
    launchOptions: { executablePath: testChromiumExecutable(), args: CHROMIUM_ARGS },
  },
  projects: [
    // Logs the signed-in personas in once through the login page and saves their storage (support/personas.ts).
    { name: 'personas', testMatch: 'personas.setup.ts', use: { browserName: 'chromium' } },
    { name: 'chromium', testMatch: '**/*.spec.ts', dependencies: ['personas'], use: { browserName: 'chromium' } },
  ],
  webServer: {
    // A fresh data directory per run: the registry is recreated from dist/.
    command: `node -e "for (const dir of process.argv.slice(1)) require('fs').rmSync(dir, { recursive: true, force: true })" "${dataDir}" "${buildsDir}" && npx tsx server/src/main.ts`,
    cwd: repoRoot,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      LOG_LEVEL: 'warn',
      DEV_OTP_CODE: '123456',
      // Each spec proves what one render does; the page cache (on in production) has its own, page-cache.spec.ts.
      PAGE_CACHE_SECONDS: '0',
      // One server process: the specs read its logs and counters as one server's (workers: cluster.test.ts).
      WORKERS: '1',
      // The test workers' pages render side by side, as they did before the line: each spec proves what a
      // render does, and a slow machine must not turn it into the browser's page. The line under load is
      // proved by render-load.test.ts and page-renderer.test.ts, and measured by `npm run bench:load`.
      MAX_CONCURRENT_RENDERS: '8',
      // Every test browser reaches the API as the same loopback client, so the per-client limit is raised
      // well above what the workers send together; the limit itself is proved in dev-api's unit tests.
      DEV_API_RATE_LIMIT: '20000',
      // The same loopback client logs the demo student in from parallel workers: the login limits stay on,
      // 10,000 times wider (codes and tries ×10,000, waits ÷10,000); dev-api's login-limits.test.ts proves them.
      DEV_API_LOGIN_LIMIT_FACTOR: '10000',
    },
  },
});
