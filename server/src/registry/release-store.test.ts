import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeRelease } from './release-fixtures.ts';
import { ImmutableReleaseError, NotAReleaseError, ReleaseStore } from './release-store.ts';

function stores() {
  const built = mkdtempSync(path.join(tmpdir(), 'built-'));
  const data = mkdtempSync(path.join(tmpdir(), 'data-'));
  return { built, store: new ReleaseStore(path.join(data, 'releases'), path.join(data, '.staging')) };
}

describe('release store', () => {
  it('publishes a build, lists it and serves it from the store', async () => {
    const { built, store } = stores();
    const folder = writeRelease(built, 'quiz', '1.1.0');
    writeRelease(built, 'quiz', '1.0.0');
    expect(await store.publish('quiz', '1.1.0', folder)).toBe('published');
    await store.publish('quiz', '1.0.0', path.join(built, 'quiz', '1.0.0'));
    expect(await store.list('quiz')).toEqual(['1.1.0', '1.0.0']);
    expect(readFileSync(path.join(store.folder('quiz', '1.1.0'), 'remoteEntry.js'), 'utf8')).toContain('1.1.0');
  });

  it('accepts publishing the same bytes again and does nothing', async () => {
    const { built, store } = stores();
    const folder = writeRelease(built, 'quiz', '1.1.0');
    await store.publish('quiz', '1.1.0', folder);
    expect(await store.publish('quiz', '1.1.0', folder)).toBe('unchanged');
  });

  it('refuses to overwrite a published version with different bytes, naming the files', async () => {
    const { built, store } = stores();
    const folder = writeRelease(built, 'quiz', '1.1.0');
    await store.publish('quiz', '1.1.0', folder);
    appendFileSync(path.join(folder, 'remoteEntry.js'), '/* changed */');
    const publishing = store.publish('quiz', '1.1.0', folder);
    await expect(publishing).rejects.toThrow(ImmutableReleaseError);
    await expect(publishing).rejects.toThrow(/remoteEntry\.js.*bump the version/);
    expect(readFileSync(path.join(store.folder('quiz', '1.1.0'), 'remoteEntry.js'), 'utf8')).not.toContain('changed');
  });

  it('refuses a folder that is a build of another area or version', async () => {
    const { built, store } = stores();
    const blog = writeRelease(built, 'blog', '1.0.0');
    await expect(store.publish('quiz', '1.0.0', blog)).rejects.toThrow(/mf_blog.*not of mf_quiz/);
    const quiz = writeRelease(built, 'quiz', '1.0.0');
    await expect(store.publish('quiz', '2.0.0', quiz)).rejects.toThrow(/built as version 1\.0\.0, not 2\.0\.0/);
    await expect(store.publish('quiz', '3.0.0', path.join(built, 'nothing'))).rejects.toThrow(NotAReleaseError);
  });

  it('lets two concurrent publishes of the same build both succeed with one copy', async () => {
    const { built, store } = stores();
    const folder = writeRelease(built, 'quiz', '1.2.0');
    const results = await Promise.all([store.publish('quiz', '1.2.0', folder), store.publish('quiz', '1.2.0', folder)]);
    expect(results.sort()).toEqual(['published', 'unchanged']);
  });
});
