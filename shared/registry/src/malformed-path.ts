/** Text that shows nothing: spaces of any kind and invisible format marks (zero-width, bidi). */
const BLANK = /^[\s\p{Cf}]*$/u;
/** Control characters (C0, DEL, C1): no slug or id holds one. */
const CONTROL = /\p{Cc}/u;

/**
 * Whether one segment of a path can name no page: its percent-encoding is
 * broken, or what it says is blank or holds control characters. A page's
 * fixed segments are plain ASCII (@shared/registry's route paths), so such a
 * segment could only fill a parameter, and no page has a blank or garbled one.
 */
export function isMalformedSegment(segment: string): boolean {
  let text: string;
  try {
    text = decodeURIComponent(segment);
  } catch {
    return true;
  }
  return BLANK.test(text) || CONTROL.test(text);
}

/**
 * Whether a path has a malformed segment (empty ones, as in a trailing slash, are the router's
 * business): such an address is the 404 page, whatever route its shape would fit, so a page's
 * data is never asked for with a parameter it must refuse.
 */
export function hasMalformedSegment(pathname: string): boolean {
  return pathname
    .split('/')
    .slice(1)
    .some((segment) => segment !== '' && isMalformedSegment(segment));
}
