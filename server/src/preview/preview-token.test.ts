import { previewToken, readPreviewToken } from './preview-token.ts';

const SECRET = 'a-preview-secret-of-enough-length-0123';

describe('preview tokens', () => {
  const preview = { releases: { dehkhoda: '1.1.0', quiz: '2.0.0' }, expiresAt: 2_000 };

  it('grants what was signed until it expires', () => {
    const token = previewToken(preview, SECRET);
    expect(readPreviewToken(token, SECRET, 1_999)).toEqual(preview);
    expect(readPreviewToken(token, SECRET, 2_000)).toBeUndefined();
  });

  it('grants nothing for another secret, a changed payload, or anything malformed', () => {
    const token = previewToken(preview, SECRET);
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...preview, expiresAt: 9e12 })).toString('base64url')}.${signature}`;
    for (const bad of [
      previewToken(preview, 'another-secret-of-enough-length-012345'),
      forged,
      `${token}.x`,
      token.split('.')[0],
      '',
      undefined,
      previewToken({ releases: {}, expiresAt: 2_000 }, SECRET),
      previewToken({ releases: { quiz: 'not a version' }, expiresAt: 2_000 } as never, SECRET),
    ]) {
      expect(readPreviewToken(bad, SECRET, 1_000)).toBeUndefined();
    }
  });
});
