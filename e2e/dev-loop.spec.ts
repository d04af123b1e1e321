import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, repoRoot, startSiteServer, type SiteServer } from './support/site-server.ts';

/**
 * A team's dev loop against the production site (docs/operations.md, "Overrides for teams"): the quiz
 * area's dev server, started with `dev:site` as the README says, is loaded into the production build
 * through the override link it prints. The page works (the dev build against the site's production React),
 * a saved change reaches the screen, and a page added to the area opens at its address.
 *
 * The dev server runs on a copy of mf-quiz made beside it (so `../build/` resolves and
 * node_modules are the repository's) and removed afterwards: the test edits the copy, never the source.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const NEW_PAGE_ROW = `{ path: '/quiz/weekly', page: 'WeeklyQuiz', layout: 'default', title: 'آزمون هفته' },`;
const NEW_PAGE = `import { PageHeader } from '@shared/ui';

export default function WeeklyQuiz() {
  return <PageHeader title="آزمون این هفته" />;
}
`;

let copy: string;
let site: SiteServer;
let devServer: ChildProcess;
let printed = '';

/** Resolves once the dev server answers its manifest (its first compile done). */
async function waitForManifest(port: number): Promise<void> {
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    if (devServer.exitCode !== null) throw new Error(`dev:site exited:\n${printed}`);
    const ready = await fetch(`http://127.0.0.1:${port}/mf-manifest.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the quiz dev server did not answer on ${port}:\n${printed}`);
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  copy = mkdtempSync(path.join(repoRoot, '.scratch-dev-loop-'));
  for (const entry of ['src', 'package.json', 'rspack.config.ts']) {
    cpSync(path.join(repoRoot, 'mf-quiz', entry), path.join(copy, entry), { recursive: true });
  }
  site = await startSiteServer({ DATA_DIR: path.join(copy, '.data'), ALLOW_OVERRIDES: 'true' });
  const port = await freePort();
  devServer = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'scripts', 'dev-against-site.ts'), '--site', site.origin],
    { cwd: copy, env: { ...process.env, DEV_QUIZ_PORT: String(port) }, stdio: 'pipe', detached: true },
  );
  const collect = (chunk: Buffer) => (printed += chunk.toString());
  devServer.stdout!.on('data', collect);
  devServer.stderr!.on('data', collect);
  await waitForManifest(port);
});

test.afterAll(async () => {
  // The whole group: the script and the rspack dev server it started.
  if (devServer?.pid && devServer.exitCode === null) {
    const exited = new Promise((resolve) => devServer.once('exit', resolve));
    process.kill(-devServer.pid, 'SIGTERM');
    await exited;
  }
  await site?.stop();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test("a team's dev server in the production site: it runs, a saved change shows, a new page opens", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const link = /^\s+(http:\S+\?mf-override=quiz@\S+)$/m.exec(printed)?.[1];
  expect(link, printed).toContain(`${site.origin}/quiz?mf-override=quiz@http://127.0.0.1:`);

  // The development build of the area, on the production shell's React: the list, not the area's fallback.
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'آزمون‌ها' })).toBeVisible();
  await expect(page.getByText('آزمون ریاضی هفتم: کسرها و درصد')).toBeVisible();

  // A saved change reaches the page.
  const list = path.join(copy, 'src', 'pages', 'QuizList.tsx');
  writeFileSync(list, readFileSync(list, 'utf8').replace('آزمون‌های آنلاین هر درس', 'آزمون‌های تازهٔ هر درس'));
  await expect(page.getByText(/آزمون‌های تازهٔ هر درس/)).toBeVisible({ timeout: 30_000 });

  // A page added to the area: its row and its component. The dev server restarts with the new pages and the
  // browser routes by the dev server's table, not the registered release's.
  writeFileSync(path.join(copy, 'src', 'pages', 'WeeklyQuiz.tsx'), NEW_PAGE);
  const routes = path.join(copy, 'src', 'routes.ts');
  writeFileSync(routes, readFileSync(routes, 'utf8').replace('  routes: [\n', `  routes: [\n    ${NEW_PAGE_ROW}\n`));
  await expect.poll(() => printed, { timeout: 30_000 }).toContain("quiz's pages changed, restarting its dev server");
  await expect(async () => {
    await page.goto(`${site.origin}/quiz/weekly`);
    await expect(page.getByRole('heading', { level: 1, name: 'آزمون این هفته' })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  expect(errors).toEqual([]);
});
