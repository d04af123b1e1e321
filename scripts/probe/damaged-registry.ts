import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { leakIn, readableText, type Answer } from './answer-text.ts';
import { send } from './http.ts';
import { probeCase, type ProbeContext } from './probe-context.ts';
import { failed, held, type CaseResult, type GroupResult, type Verdict } from './verdict.ts';

/** The ways `registry.json` was found damaged; each writes the file's new bytes, or deletes it. */
const DAMAGES: readonly { name: string; bytes: (good: Buffer) => Buffer | undefined }[] = [
  { name: 'truncated', bytes: (good) => good.subarray(0, Math.floor(good.length / 2)) },
  { name: 'not JSON', bytes: () => Buffer.from('{ this is not json') },
  { name: 'wrong schema', bytes: () => Buffer.from(JSON.stringify({ version: 99, entries: 'none' })) },
  { name: 'deleted', bytes: () => undefined },
];

/** One fixed canary cohort, so two answers differ only by what the server read. */
const REMOTES = { path: '/remotes.json', headers: { cookie: 'platform_cohort=1' } };

/** Replaced whole, as a deploy tool would: the server never reads a half-written file of ours. */
async function replaceFile(file: string, bytes: Buffer): Promise<void> {
  const temporary = `${file}.probe-${process.pid}`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}

/** Held: the answer is not a 5xx and shows neither the data path nor a parse error. */
function answeredWell(answer: Answer, context: ProbeContext, dataDir: string): Verdict {
  if (answer.status >= 500) return failed(`answered ${answer.status}`);
  const text = readableText(answer);
  if (text.includes(dataDir) || text.includes('registry.json')) return failed('names the data path');
  const leak =
    leakIn(text, context.origin) ?? /Unexpected (?:token|end)|SyntaxError|JSON at position|JSON input/.exec(text)?.[0];
  return leak ? failed(`shows «${leak}»`) : held;
}

/**
 * Point 2: with the registry file damaged, `/remotes.json` keeps the last good areas, `/healthz` answers
 * and says so, and nothing names the data path. The file is restored after every damage.
 */
export async function probeDamagedRegistry(context: ProbeContext): Promise<GroupResult> {
  const group = { id: 2, title: 'damaged registry.json', cases: [] as CaseResult[] };
  const dataDir = context.dataDir;
  if (!dataDir) return { ...group, skipped: 'needs --data-dir' };
  const file = path.join(dataDir, 'registry.json');
  const good = await readFile(file);
  const healthyRemotes = await send(context.origin, REMOTES);
  const healthyHealth = await send(context.origin, { path: '/healthz' });
  for (const damage of DAMAGES) {
    const damaged = damage.bytes(good);
    try {
      if (damaged) await replaceFile(file, damaged);
      else await rm(file);
      group.cases.push(
        await probeCase(`${damage.name} → /remotes.json keeps the areas`, async () => {
          const answer = await send(context.origin, REMOTES);
          const verdict = answeredWell(answer, context, dataDir);
          if (verdict.kind !== 'held') return verdict;
          return answer.body === healthyRemotes.body ? held : failed('differs from the last good answer');
        }),
        await probeCase(`${damage.name} → /healthz answers without a path`, async () =>
          answeredWell(await send(context.origin, { path: '/healthz' }), context, dataDir),
        ),
        await probeCase(`${damage.name} → /healthz says the registry is damaged`, async () => {
          const answer = await send(context.origin, { path: '/healthz' });
          return answer.body !== healthyHealth.body ? held : failed(`still answers ${answer.body.slice(0, 40)}`);
        }),
      );
    } finally {
      await replaceFile(file, good);
    }
  }
  return group;
}
