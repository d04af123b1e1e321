import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Every source file the module at `file` reaches through relative imports. */
function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    reachable(path.resolve(path.dirname(file), match[1]!), seen);
  }
  return seen;
}

describe('@shared/ui entry points', () => {
  // The main entry is in every app's start chunk; DOMPurify belongs only to the pages that show untrusted HTML.
  it('keeps DOMPurify out of the main entry, in @shared/ui/safe-html alone', () => {
    const src = path.resolve(__dirname, '..');
    const importsPurify = (file: string) => /from 'dompurify'/.test(readFileSync(file, 'utf8'));
    expect([...reachable(path.join(src, 'index.ts'))].filter(importsPurify)).toEqual([]);
    expect([...reachable(path.join(src, 'safe-html/index.ts'))].filter(importsPurify)).toEqual([
      path.join(src, 'safe-html/sanitize-html.ts'),
    ]);
  });
});
