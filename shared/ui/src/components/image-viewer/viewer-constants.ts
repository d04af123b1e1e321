/** Limits of the image viewer, from spec section 9. */
export const VIEWER_LIMITS = {
  /** Horizontal moves up to this many pixels are jitter, not a swipe. */
  swipeTolerance: 50,
  /** How much one zoom step (button, key or wheel notch) changes the scale. */
  zoomStep: 0.12,
  minZoom: 0.1,
  maxZoom: 3,
  /** The wheel zooms at most one step per this many milliseconds. */
  wheelThrottleMs: 80,
} as const;

/** The Persian strings people see or hear in the viewer. */
export const VIEWER_TEXT = {
  dialogLabel: 'نمایشگر تصویر',
  close: 'بستن',
  previous: 'تصویر قبلی',
  next: 'تصویر بعدی',
  zoomIn: 'بزرگ‌نمایی',
  zoomOut: 'کوچک‌نمایی',
  zoomLevel: 'اندازهٔ نمایش',
  loading: 'در حال بارگذاری تصویر',
  loadError: 'تصویر بارگذاری نشد',
  empty: 'تصویری برای نمایش نیست',
  image: 'تصویر',
  of: 'از',
} as const;
