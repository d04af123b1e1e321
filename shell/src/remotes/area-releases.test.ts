import { remotesDocumentSchema, type RemotesDocumentInput } from '@shared/registry';
import { candidatesFor } from './area-releases.ts';

const integrity = `sha384-${'A'.repeat(64)}`;
const page = 'https://madrese.example/quiz';

function doc(input: Partial<RemotesDocumentInput>) {
  return remotesDocumentSchema.parse({ areas: {}, ...input });
}

const quiz = {
  version: '1.1.0',
  entry: '/releases/quiz/1.1.0/mf-manifest.json',
  integrity,
  fallback: { version: '1.0.0', entry: '/releases/quiz/1.0.0/mf-manifest.json', integrity },
};

describe('which releases the shell tries for an area', () => {
  it('tries the current release, then the last known good one, both resolved against the page', () => {
    const { usable, refused } = candidatesFor('quiz', doc({ areas: { quiz } }), {}, page);
    expect(usable.map((release) => [release.role, release.version, release.manifestUrl])).toEqual([
      ['current', '1.1.0', 'https://madrese.example/releases/quiz/1.1.0/mf-manifest.json'],
      ['fallback', '1.0.0', 'https://madrese.example/releases/quiz/1.0.0/mf-manifest.json'],
    ]);
    expect(usable[0]?.integrity).toBe(integrity);
    expect(refused).toEqual([]);
  });

  it('refuses an entry on an origin the registry does not allow, and keeps the fallback', () => {
    const foreign = { ...quiz, entry: 'https://evil.example/releases/quiz/1.1.0/mf-manifest.json' };
    const { usable, refused } = candidatesFor('quiz', doc({ areas: { quiz: foreign } }), {}, page);
    expect(usable.map((release) => release.version)).toEqual(['1.0.0']);
    expect(refused[0]?.reason).toMatch(/evil\.example.*does not allow/);
  });

  it('accepts an entry on an allowed CDN origin', () => {
    const cdn = { ...quiz, entry: 'https://cdn.example.com/releases/quiz/1.1.0/mf-manifest.json' };
    const { usable } = candidatesFor(
      'quiz',
      doc({ areas: { quiz: cdn }, origins: ['https://cdn.example.com'] }),
      {},
      page,
    );
    expect(usable[0]?.manifestUrl).toBe(cdn.entry);
  });

  it('uses a developer override only when the server allows overrides, and only on this machine', () => {
    const overrides = { quiz: 'http://127.0.0.1:3002/mf-manifest.json' };
    expect(candidatesFor('quiz', doc({ areas: { quiz } }), overrides, page).usable[0]?.role).toBe('current');
    const allowed = candidatesFor('quiz', doc({ areas: { quiz }, overrides: true }), overrides, page);
    expect(allowed.usable.map((release) => [release.role, release.manifestUrl, release.integrity])).toEqual([
      ['override', 'http://127.0.0.1:3002/mf-manifest.json', undefined],
    ]);
    const remote = candidatesFor(
      'quiz',
      doc({ areas: { quiz }, overrides: true }),
      { quiz: 'https://evil.example/m.json' },
      page,
    );
    expect(remote.usable).toEqual([]);
    expect(remote.refused[0]?.reason).toMatch(/not on this machine/);
  });

  it('has nothing to try for an area the registry does not list', () => {
    expect(candidatesFor('blog', doc({ areas: { quiz } }), {}, page)).toEqual({ usable: [], refused: [] });
  });
});
