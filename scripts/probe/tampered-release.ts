import { readFile, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isServerRendered } from './answer-text.ts';
import { send } from './http.ts';
import { probeCase, type ProbeContext } from './probe-context.ts';
import { failed, held, heldIf, unjudged, type CaseResult, type GroupResult, type Verdict } from './verdict.ts';

/** A server-rendered page of one area, whose release files the probe changes. */
const PAGE = '/articles/screen-time-balance';

/** The release a server-rendered page was rendered with, and the one of its scripts the page itself exposes. */
export function releaseScriptOf(html: string): { release: string; file: string } | undefined {
  const scripts = [...html.matchAll(/\/releases\/([a-z]+\/[^/"'\s]+)\/([\w.-]+\.js)(?=["'\s])/g)];
  const chosen = scripts.find((match) => match[2]!.startsWith('__federation_expose_')) ?? scripts[0];
  return chosen ? { release: chosen[1]!, file: chosen[2]! } : undefined;
}

/** Held: the page is not a server render that names the changed release (the shell, or another release). */
function notRenderedWith(html: string, release: string): Verdict {
  return heldIf(
    !(isServerRendered(html) && html.includes(`/releases/${release}/`)),
    `server-rendered with ${release.replace('/', ' ')}, whose file the server refuses`,
  );
}

/**
 * Point 4: with one byte of a release file changed on disk, server rendering does not send that release's
 * page (the browser would get a page whose scripts are refused). The file's bytes and times are restored.
 */
export async function probeTamperedRelease(context: ProbeContext): Promise<GroupResult> {
  const group = { id: 4, title: 'a release file changed on disk', cases: [] as CaseResult[] };
  const dataDir = context.dataDir;
  if (!dataDir) return { ...group, skipped: 'needs --data-dir' };
  const before = await send(context.origin, { path: PAGE });
  const script = isServerRendered(before.body) ? releaseScriptOf(before.body) : undefined;
  if (!script) {
    const verdict = unjudged(`${PAGE} was not server-rendered with a release before the change`);
    return { ...group, cases: [{ name: `${PAGE} with a changed file`, verdict }] };
  }
  const file = path.join(dataDir, 'releases', ...script.release.split('/'), script.file);
  const [original, times] = await Promise.all([readFile(file), stat(file)]);
  const changed = Buffer.from(original);
  changed[changed.length - 1] = changed[changed.length - 1] === 0x20 ? 0x0a : 0x20;
  try {
    await writeFile(file, changed);
    group.cases.push(
      await probeCase(`${PAGE} right after ${script.file} changed`, async () =>
        notRenderedWith((await send(context.origin, { path: PAGE })).body, script.release),
      ),
      await probeCase(`the changed ${script.file} is refused`, async () => {
        const answer = await send(context.origin, { path: `/releases/${script.release}/${script.file}` });
        return answer.status === 200 ? failed('served with its changed bytes') : held;
      }),
      await probeCase(`${PAGE} once the server has refused the file`, async () =>
        notRenderedWith((await send(context.origin, { path: PAGE })).body, script.release),
      ),
    );
  } finally {
    await writeFile(file, original);
    await utimes(file, times.atime, times.mtime);
  }
  return group;
}
