import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { version as reactVersion } from 'react';
import { sha384Integrity } from '../registry/integrity.ts';
import { inspectNodeBuild } from './node-build-check.ts';
import { NODE_BUILD_FILE, NODE_BUILD_MANIFEST_FILE } from './node-build.ts';

const RENDER_JS = 'exports.pages = {};';

/** A release folder with the given Node build manifest (text or object) and, unless told, its render.js. */
function release(manifest?: string | object, { renderJs = true } = {}): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'node-check-'));
  mkdirSync(path.join(folder, 'server'));
  if (manifest !== undefined) {
    writeFileSync(
      path.join(folder, NODE_BUILD_MANIFEST_FILE),
      typeof manifest === 'string' ? manifest : JSON.stringify(manifest),
    );
  }
  if (renderJs) writeFileSync(path.join(folder, NODE_BUILD_FILE), RENDER_JS);
  return folder;
}

describe('inspectNodeBuild', () => {
  it('answers the integrity of render.js when the shared ranges fit the server', async () => {
    const folder = release({
      bundle: 'render.js',
      shared: { react: '>=19', 'react/': `^${reactVersion}`, '@tanstack/react-query': '>=5', jotai: '*' },
    });
    expect(await inspectNodeBuild(folder)).toEqual({
      integrity: sha384Integrity(Buffer.from(RENDER_JS)),
      problems: [],
    });
  });

  it('says so when the release has no Node build manifest', async () => {
    const { integrity, problems } = await inspectNodeBuild(release(undefined));
    expect(integrity).toBeUndefined();
    expect(problems).toEqual([expect.stringMatching(/has no Node build \(server.server-manifest\.json\)/)]);
  });

  it('refuses a manifest that is not JSON, or not a Node build manifest', async () => {
    for (const manifest of ['{not json', { bundle: 'other.js', shared: {} }, { bundle: 'render.js' }]) {
      expect(await inspectNodeBuild(release(manifest))).toEqual({
        problems: [expect.stringMatching(/server-manifest\.json is not a Node build manifest/)],
      });
    }
  });

  it('lists shared ranges the server does not satisfy and packages it does not have', async () => {
    const { integrity, problems } = await inspectNodeBuild(
      release({ bundle: 'render.js', shared: { react: '^18', 'react-dom/': '>=19', 'left-pad': '^1' } }),
    );
    // The problems are listed; the integrity is still worked out (promote refuses on the problems).
    expect(integrity).toMatch(/^sha384-/);
    expect(problems).toEqual([
      `its Node build needs react ^18, but the site server renders with ${reactVersion}`,
      'its Node build shares left-pad, which the site server does not have',
    ]);
  });

  it('says so when render.js is missing', async () => {
    const { integrity, problems } = await inspectNodeBuild(
      release({ bundle: 'render.js', shared: { react: '^18' } }, { renderJs: false }),
    );
    expect(integrity).toBeUndefined();
    expect(problems).toEqual([
      expect.stringMatching(/needs react \^18/),
      `${NODE_BUILD_FILE} is missing from the release`,
    ]);
  });
});
