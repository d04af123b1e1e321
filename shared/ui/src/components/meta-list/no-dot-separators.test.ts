import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * A guard so the misreadable separator never comes back: a middle dot or a
 * bullet beside Persian digits reads as a zero («ویدیو», a dot, «۲۴ ثانیه»
 * was read as 240 seconds). Facts on one line go through MetaList, which draws its own
 * separator. The characters are written as escapes here so this file does
 * not trip its own check.
 */
const DOTS = /[\u00b7\u2022\u2219\u22c5\u30fb]/;
const DOT_NAMES: Record<string, string> = {
  '\u00b7': 'middle dot',
  '\u2022': 'bullet',
  '\u2219': 'bullet operator',
  '\u22c5': 'dot operator',
  '\u30fb': 'katakana middle dot',
};

const ROOT = path.resolve(__dirname, '../../../../..');
/** Everything the site shows is written in these folders: the apps, the shared packages, the seed data, the tests. */
const SOURCE_FOLDERS = [
  'shell/src',
  'shared',
  'mf-learn/src',
  'mf-quiz/src',
  'mf-dehkhoda/src',
  'mf-blog/src',
  'mf-profile/src',
  'dev-api/src',
  'e2e',
];
const SOURCE_FILE = /\.(tsx?|html|css)$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE_FILE.test(entry.name) ? [full] : [];
  });
}

describe('no dot separators in the site', () => {
  it('no source file writes a middle dot or a bullet; MetaList separates facts', () => {
    const found = SOURCE_FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder))).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => {
          const dot = DOTS.exec(line)?.[0];
          return dot ? [`${path.relative(ROOT, file)}:${index + 1}: ${DOT_NAMES[dot]}: ${line.trim()}`] : [];
        }),
    );
    expect(found).toEqual([]);
  });
});
