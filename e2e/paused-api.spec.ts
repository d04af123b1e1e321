import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { distDir, repoRoot } from './support/site-server.ts';

/**
 * A paused API (it takes the connection and never answers, as a process stopped with SIGSTOP does) costs a
 * student one bounded wait, not a hung page: the site server's `/api` proxy answers 504 in Persian within
 * its response bound (set low here, 1 s), and the page shows that message. One site server of the test's
 * own, in front of that paused API, built in this process (a second server process takes too long to
 * start on a busy machine).
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const RESPONSE_TIMEOUT_MS = 1_000;
// Made in beforeAll, not when the file loads: Playwright loads a spec in every worker, and only one cleans up.
let workDir: string;
const held = new Set<net.Socket>();
let pausedApi: net.Server;
let site: FastifyInstance | undefined;
let origin: string;

test.beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'paused-api-e2e-'));
  pausedApi = net.createServer((socket) => {
    socket.resume();
    held.add(socket);
    socket.once('close', () => held.delete(socket));
  });
  await new Promise<void>((resolve) => pausedApi.listen(0, '127.0.0.1', resolve));
  const { port } = pausedApi.address() as net.AddressInfo;
  const apiBaseUrl = `http://127.0.0.1:${port}/api`;
  // Loaded here, not with the file: listing the suite's tests then skips the whole site server.
  const [{ buildServer }, { parseSettings }] = await Promise.all([
    import('../server/src/app.ts'),
    import('../server/src/settings.ts'),
  ]);
  const settings = parseSettings(
    {
      DATA_DIR: path.join(workDir, 'data'),
      DIST_DIR: distDir,
      API_BASE_URL: apiBaseUrl,
      API_RESPONSE_TIMEOUT_MS: String(RESPONSE_TIMEOUT_MS),
      LOG_LEVEL: 'silent',
    },
    repoRoot,
  );
  site = await buildServer({ settings, apiBaseUrl });
  origin = await site.listen({ host: '127.0.0.1', port: 0 });
});

test.afterAll(async () => {
  await site?.close();
  for (const socket of held) socket.destroy();
  await new Promise((resolve) => pausedApi?.close(resolve));
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test('a paused API answers within the timeout in Persian, and the page says so', async ({ page, request }) => {
  const started = Date.now();
  const answer = await request.get(`${origin}/api/front/utils/global`);
  const waited = Date.now() - started;
  expect(answer.status()).toBe(504);
  expect(waited).toBeGreaterThanOrEqual(RESPONSE_TIMEOUT_MS - 50);
  expect(waited).toBeLessThan(RESPONSE_TIMEOUT_MS + 3_000);
  const body = (await answer.json()) as { message: string };
  expect(body.message).toMatch(/[\u0600-\u06FF]/);
  expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|ECONN|timeout/i);

  // The page's own calls get the same answer, and the student reads it (the client's snackbar).
  await page.goto(`${origin}/articles`);
  await expect(page.getByText(body.message).first()).toBeVisible();
});
