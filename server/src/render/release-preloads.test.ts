import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sha384Integrity } from '../registry/integrity.ts';
import { federationRuntimeScripts, ReleasePreloads } from './release-preloads.ts';

const BASE = '/releases/quiz/1.0.0/';

/** A release folder with a manifest exposing `QuizList` (two chunks) and `routes` (none), and its files. */
function releaseFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'preloads-'));
  const manifest = {
    name: 'mf_quiz',
    exposes: [
      { id: 'mf_quiz:routes', name: 'routes', assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } },
      {
        id: 'mf_quiz:QuizList',
        name: 'QuizList',
        assets: { js: { sync: ['__federation_expose_QuizList.12ab.js', '340.cdef.js'], async: ['9.js'] } },
      },
    ],
  };
  writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(folder, 'remoteEntry.js'), 'var mf_quiz;');
  writeFileSync(path.join(folder, '__federation_expose_QuizList.12ab.js'), '/* page */');
  writeFileSync(path.join(folder, '340.cdef.js'), '/* shared chunk */');
  return folder;
}

const integrity = (text: string) => sha384Integrity(Buffer.from(text));

describe('ReleasePreloads', () => {
  it("lists the remote entry, then the page's own chunks, with the integrity of their bytes", async () => {
    const scripts = await new ReleasePreloads().scriptsFor(releaseFolder(), BASE, 'QuizList');
    expect(scripts).toEqual([
      { href: `${BASE}remoteEntry.js`, integrity: integrity('var mf_quiz;') },
      { href: `${BASE}__federation_expose_QuizList.12ab.js`, integrity: integrity('/* page */') },
      { href: `${BASE}340.cdef.js`, integrity: integrity('/* shared chunk */') },
    ]);
  });

  it('lists only the remote entry for a page the manifest does not expose', async () => {
    const scripts = await new ReleasePreloads().scriptsFor(releaseFolder(), BASE, 'Nowhere');
    expect(scripts).toEqual([{ href: `${BASE}remoteEntry.js`, integrity: integrity('var mf_quiz;') }]);
  });

  it('lists nothing for a release without a readable manifest, with a bad one or with a missing chunk', async () => {
    const preloads = new ReleasePreloads();
    expect(await preloads.scriptsFor(mkdtempSync(path.join(tmpdir(), 'empty-')), BASE, 'QuizList')).toEqual([]);
    const broken = releaseFolder();
    writeFileSync(path.join(broken, 'mf-manifest.json'), '{"exposes": "no"}');
    expect(await preloads.scriptsFor(broken, BASE, 'QuizList')).toEqual([]);
    const chunkless = releaseFolder();
    rmSync(path.join(chunkless, '340.cdef.js'));
    expect(await preloads.scriptsFor(chunkless, BASE, 'QuizList')).toEqual([]);
  });

  it('reads a release once, and again only after keepOnly forgot it', async () => {
    const folder = releaseFolder();
    const other = releaseFolder();
    const preloads = new ReleasePreloads();
    const first = await preloads.scriptsFor(folder, BASE, 'QuizList');
    await preloads.scriptsFor(other, BASE, 'QuizList');
    writeFileSync(path.join(folder, 'remoteEntry.js'), 'var changed;');
    writeFileSync(path.join(other, 'remoteEntry.js'), 'var changed;');
    // Kept: still the first answer, the file is not read again.
    preloads.keepOnly(new Set([folder]));
    expect(await preloads.scriptsFor(folder, BASE, 'QuizList')).toEqual(first);
    // Forgotten: read afresh.
    const again = await preloads.scriptsFor(other, BASE, 'QuizList');
    expect(again[0]).toEqual({ href: `${BASE}remoteEntry.js`, integrity: integrity('var changed;') });
    preloads.keepOnly(new Set());
    expect((await preloads.scriptsFor(folder, BASE, 'QuizList'))[0]!.integrity).toBe(integrity('var changed;'));
  });
});

describe('federationRuntimeScripts', () => {
  it("lists the shell's federation runtime chunks, as its build wrote them", async () => {
    const shell = mkdtempSync(path.join(tmpdir(), 'shell-'));
    writeFileSync(
      path.join(shell, 'chunk-groups.json'),
      JSON.stringify({ federation: ['/323.ab.js', '/federation.cd.js'] }),
    );
    await expect(federationRuntimeScripts(shell)).resolves.toEqual([
      { href: '/323.ab.js' },
      { href: '/federation.cd.js' },
    ]);
    rmSync(shell, { recursive: true });
  });

  it('preloads nothing for a build without the file, or with a file naming anything but its own scripts', async () => {
    const shell = mkdtempSync(path.join(tmpdir(), 'shell-'));
    await expect(federationRuntimeScripts(shell)).resolves.toEqual([]);
    writeFileSync(path.join(shell, 'chunk-groups.json'), JSON.stringify({ federation: ['https://evil.example/x.js'] }));
    await expect(federationRuntimeScripts(shell)).resolves.toEqual([]);
    rmSync(shell, { recursive: true });
  });
});
