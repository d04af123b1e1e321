let loading: Promise<void> | undefined;

/**
 * Defines the player's custom elements (media-chrome), once per page. It is
 * a dynamic import so that the library (about 37 KB gzip) is its own chunk,
 * fetched only when a lesson video is shown, never with the area's pages or
 * the shell's start. A failed fetch may be tried again by the next video.
 */
export function loadMediaChrome(): Promise<void> {
  loading ??= import('./media-chrome-elements.ts').then(
    () => undefined,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
