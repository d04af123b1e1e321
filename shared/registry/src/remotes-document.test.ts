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

  it.each(['651.e4c261e5e3.js', '__federation_expose_Search.a1b22cb562.js'])('accepts the chunk file %s', (file) => {
    const quiz = { version: '1.0.0', entry: '/releases/quiz/1.0.0/mf-manifest.json', chunks: { QuizList: [file] } };
    expect(remotesDocumentSchema.parse({ areas: { quiz } }).areas.quiz?.chunks).toEqual({ QuizList: [file] });
  });

  it.each([
    '../blog/1.0.0/x.js',
    '/x.js',
    'https://evil.example/x.js',
    '//evil.example/x.js',
    'x.css',
    'a/b.js',
    '.js',
  ])('refuses %s as a chunk: only a .js file beside the entry', (file) => {
    const quiz = { version: '1.0.0', entry: '/releases/quiz/1.0.0/mf-manifest.json', chunks: { QuizList: [file] } };
    expect(remotesDocumentSchema.safeParse({ areas: { quiz } }).success).toBe(false);
  });

  it('refuses an unknown area', () => {
    expect(remotesDocumentSchema.safeParse({ areas: { chat: { version: '1.0.0', entry: '/x' } } }).success).toBe(false);
  });
});
