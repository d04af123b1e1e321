import { releaseScriptOf } from './tampered-release.ts';

describe('releaseScriptOf', () => {
  it("prefers the page's own exposed module among the release's scripts", () => {
    const page =
      '<link href="/releases/blog/1.2.0/140.aa.js" rel="modulepreload">' +
      '<link href="/releases/blog/1.2.0/__federation_expose_Article.bb.js" rel="modulepreload">';
    expect(releaseScriptOf(page)).toEqual({ release: 'blog/1.2.0', file: '__federation_expose_Article.bb.js' });
    expect(releaseScriptOf('<p>no releases</p>')).toBeUndefined();
  });
});
