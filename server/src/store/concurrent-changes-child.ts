/**
 * One of the processes of the concurrent-changes test (`node --import tsx concurrent-changes-child.ts
 * <DATA_DIR or DATABASE_URL> <label> <count>`): says `ready`, waits for `go` on stdin, then makes `count`
 * changes the way ops does (read, change based on that revision, read again and retry on a conflict), and
 * prints how many conflicts it met.
 */
import { RevisionConflictError } from '../registry/registry-store.ts';
import { openSiteStore } from './open-store.ts';
import { promoteQuiz } from './store-fixtures.ts';

const [where = '', label = '', countText = '0'] = process.argv.slice(2);
const store = openSiteStore(
  where.startsWith('postgres://')
    ? { DATA_DIR: '/unused', DIST_DIR: '/unused', DATABASE_URL: where }
    : { DATA_DIR: where, DIST_DIR: '/unused' },
);
await store.ready();
process.stdout.write('ready\n');
await new Promise((resolve) => process.stdin.once('data', resolve));
let conflicts = 0;
for (let index = 0; index < Number(countText); index += 1) {
  for (;;) {
    const { revision } = await store.registry.read();
    try {
      await store.registry.update(promoteQuiz(`1.0.${index}`, `${label}-${index}`), revision);
      break;
    } catch (error) {
      if (!(error instanceof RevisionConflictError)) throw error;
      conflicts += 1;
    }
  }
}
process.stdout.write(`done ${conflicts}\n`);
await store.close();
process.stdin.destroy();
