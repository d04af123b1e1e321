import { remotesDocumentSchema } from './remotes-document.ts';

const integrity = `sha384-${'A'.repeat(64)}`;

describe('remotes document', () => {
  it('accepts an entry with its integrity and fallback, and defaults the policy to same-origin without overrides', () => {
    const document = remotesDocumentSchema.parse({
      areas: {
        quiz: {
          version: '1.0.1',
          entry: '/releases/quiz/1.0.1/mf-manifest.json',
          integrity,
          fallback: { version: '1.0.0', entry: '/releases/quiz/1.0.0/mf-manifest.json', integrity },
        },
      },
    });
    expect(document.origins).toEqual([]);
    expect(document.overrides).toBe(false);
    expect(document.areas.quiz?.fallback?.version).toBe('1.0.0');
  });

  it('refuses an integrity that is not SHA-384', () => {
    const result = remotesDocumentSchema.safeParse({
      areas: { quiz: { version: '1.0.0', entry: '/x', integrity: 'sha256-abc' } },
    });
    expect(result.success).toBe(false);
  });

  it('refuses an unknown area', () => {
    expect(remotesDocumentSchema.safeParse({ areas: { chat: { version: '1.0.0', entry: '/x' } } }).success).toBe(false);
  });
});
