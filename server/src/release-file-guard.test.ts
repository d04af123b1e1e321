import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ReleaseFileGuard, type TamperFinding } from './release-file-guard.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('ReleaseFileGuard', () => {
  let folder: string;
  const published = { 'remoteEntry.js': 'var mf_quiz;', '7.abc.js': '/* QuizList */', 'lazy/9.def.js': '/* later */' };

  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'guard-'));
    mkdirSync(path.join(folder, 'lazy'));
    for (const [file, text] of Object.entries(published)) writeFileSync(path.join(folder, file), text);
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  function guard() {
    const findings: TamperFinding[] = [];
    const record = new Map(Object.entries(published).map(([file, text]) => [file, sha256(text)]));
    const files = new ReleaseFileGuard({ folder: () => folder, publishedHashes: async () => record }, (finding) =>
      findings.push(finding),
    );
    return { files, findings };
  }

  /** Changes a file's bytes (and its time, as any real write would). */
  function change(file: string, text: string) {
    writeFileSync(path.join(folder, file), text);
    utimesSync(path.join(folder, file), new Date(), new Date(Date.now() + 5_000));
  }

  it('reports a changed file when it refuses it, as its own finding', async () => {
    const { files, findings } = guard();
    expect(await files.isIntact('/releases/quiz/1.0.0/7.abc.js')).toBe(true);
    change('7.abc.js', '/* changed */');
    expect(await files.isIntact('/releases/quiz/1.0.0/7.abc.js')).toBe(false);
    expect(findings).toEqual([{ area: 'quiz', version: '1.0.0', files: ['7.abc.js'] }]);
  });

  it('answers which of a page’s files changed, and keeps asking about those it found until they are back', async () => {
    const { files, findings } = guard();
    expect(await files.changedFiles('quiz', '1.0.0', ['remoteEntry.js', '7.abc.js'])).toEqual([]);
    change('lazy/9.def.js', '/* changed */');
    // Not among the page's files: found by the whole release's check, then remembered.
    expect(await files.changedFiles('quiz', '1.0.0', ['remoteEntry.js'])).toEqual([]);
    expect(await files.verifyRelease('quiz', '1.0.0')).toEqual(['lazy/9.def.js']);
    expect(await files.changedFiles('quiz', '1.0.0', [])).toEqual(['lazy/9.def.js']);
    expect(findings).toHaveLength(2);
    change('lazy/9.def.js', published['lazy/9.def.js']);
    expect(await files.changedFiles('quiz', '1.0.0', [])).toEqual([]);
  });
});
