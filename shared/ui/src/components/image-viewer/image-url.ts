import { pageUrl } from '../../format/page-url.ts';

/**
 * Whether the viewer may load an image address: only http(s), which includes
 * relative addresses resolved against an http(s) page. Anything else
 * (javascript:, data:, file:, blob:) could run code or read local files, so
 * it is shown as a broken image instead.
 */
export function isLoadableImageUrl(src: string, base: string = pageUrl()): boolean {
  if (src.trim() === '') return false;
  try {
    const { protocol } = new URL(src, base);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
