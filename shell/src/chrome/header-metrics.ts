/** Heights of the header's rows in pixels; the header is fixed, so the page reserves them. */
export const HEADER_ROWS = {
  desktopTop: 64,
  desktopNav: 48,
  mobileTop: 56,
  mobileSearch: 52,
} as const;

/** The full header's height on a desktop and on a phone. */
export const HEADER_HEIGHT = {
  desktop: HEADER_ROWS.desktopTop + HEADER_ROWS.desktopNav,
  mobile: HEADER_ROWS.mobileTop + HEADER_ROWS.mobileSearch,
} as const;
