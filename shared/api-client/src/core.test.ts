import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SOURCE_DIR = __dirname;
const read = (file: string) => readFileSync(path.join(SOURCE_DIR, file), 'utf8');

/** The modules `core.ts` gathers: the part of the client the page shares as one copy. */
const coreModules = [...read('core.ts').matchAll(/export \* from '\.\/([\w-]+\.ts)';/g)].map(([, file]) => file!);

/** Relative imports and re-exports of a module (`from './http.ts'`). */
function relativeSources(text: string): string[] {
  return [...text.matchAll(/from '\.\/([\w-]+\.ts)'/g)].map(([, file]) => file!);
}

describe('@shared/api-client/core', () => {
  it('gathers the transport, its errors and envelopes, and the Persian text rules', () => {
    expect(coreModules).toEqual(expect.arrayContaining(['http.ts', 'errors.ts', 'envelopes.ts', 'persian-text.ts']));
  });

  it('is reached by the rest of the package through its shared name only, so an area never bundles a second copy', () => {
    const others = readdirSync(SOURCE_DIR).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'core.ts' && !coreModules.includes(file),
    );
    const relativeToCore = others.flatMap((file) =>
      relativeSources(read(file))
        .filter((source) => coreModules.includes(source))
        .map((source) => `${file} → ./${source}`),
    );
    expect(others.length).toBeGreaterThan(20);
    expect(relativeToCore).toEqual([]);
  });
});
