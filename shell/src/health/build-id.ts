/** The shell's main script: `main.js` in development, `main.<contenthash>.js` in a build. */
const MAIN_SCRIPT = /(?:^|\/)(main(?:\.[\w-]+)?\.js)$/;

/**
 * A page's shell build: the file name of its main script. A new build of the
 * shell has a new content hash, so comparing names is enough to see a release.
 */
export function buildIdOf(root: ParentNode): string {
  for (const script of Array.from(root.querySelectorAll('script[src]'))) {
    const src = script.getAttribute('src') ?? '';
    const name = MAIN_SCRIPT.exec(src.split(/[?#]/)[0] ?? '')?.[1];
    if (name) return name;
  }
  return 'unknown';
}

/** The build this page runs. */
export function currentBuildId(): string {
  return typeof document === 'undefined' ? 'unknown' : buildIdOf(document);
}
