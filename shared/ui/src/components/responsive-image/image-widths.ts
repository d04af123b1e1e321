/** The widths the image server produces, in pixels (spec section 9). */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;

/** The highest screen density served (spec section 9: densities 1 and 2). */
export const MAX_IMAGE_DENSITY = 2;

/**
 * The widths worth offering for an image shown at most `intrinsicWidth`
 * pixels wide: up to twice that for dense screens, and always at least the
 * smallest one.
 */
export function widthsFor(intrinsicWidth: number): number[] {
  const limit = intrinsicWidth * MAX_IMAGE_DENSITY;
  const fitting = IMAGE_WIDTHS.filter((width) => width <= limit);
  return fitting.length > 0 ? fitting : [IMAGE_WIDTHS[0]];
}
