/**
 * The ops CLI (`npm run ops -- <command>`): publish, promote, canary, roll
 * back and inspect each area's release. `npm run ops -- help` lists the
 * commands; docs/operations.md explains the workflow. The commands live in
 * server/src/ops, next to the registry they change.
 */
// Before anything loads React: the smoke test renders pages with the build the server uses.
import '../server/src/production-by-default.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitCodeOf, runOps, USAGE } from '../server/src/ops/cli.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

runOps(process.argv.slice(2), process.env, repoRoot).then(
  (output) => console.log(output),
  (error: unknown) => {
    const code = exitCodeOf(error);
    console.error(error instanceof Error ? error.message : String(error));
    if (code === 2) console.error(`\n${USAGE}`);
    process.exitCode = code;
  },
);
