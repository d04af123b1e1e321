/**
 * What the site server answered for a page, read without a browser: the
 * HTML a first request gets, whether the server rendered it, and what ops
 * `status` says about failed renders.
 */

/** The HTML of a page, as a browser of that canary cohort (or a new one) gets it. */
export async function pageHtml(origin: string, pagePath: string, cohort?: number): Promise<string> {
  const response = await fetch(`${origin}${pagePath}`, {
    headers: cohort === undefined ? {} : { cookie: `platform_cohort=${cohort}` },
  });
  if (!response.ok) throw new Error(`GET ${pagePath} answered ${response.status}`);
  return response.text();
}

/**
 * Whether the server rendered the page: only then does the HTML carry the
 * state block the browser hydrates from; the client-rendered shell has none.
 */
export function isServerRendered(html: string): boolean {
  return html.includes('id="server-state"');
}

/** Whether the process is still running: a test that must not restart the server checks its pid. */
export function isRunning(pid: number | undefined): boolean {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The «server render failures» line `ops status` prints for one release
 * (server/src/ops/format.ts: a `  <area> <version>` line, then its failures
 * indented by four), or undefined when it has none.
 */
export function renderFailureLine(statusOutput: string, area: string, version: string): string | undefined {
  const lines = statusOutput.split('\n');
  const start = lines.indexOf(`  ${area} ${version}`);
  if (start < 0) return undefined;
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('    ')) return undefined;
    if (line.trimStart().startsWith('server render failures:')) return line.trim();
  }
  return undefined;
}
