/** Image types a captcha may be drawn in; all are inert inside an img element. */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * The captcha picture's address when it is safe to show: an inline image of
 * a known type, a path of this site, or an https address. Anything else is dropped and the
 * question is shown as text instead.
 */
export function captchaImageSource(src: string): string | undefined {
  if (DATA_IMAGE.test(src) || /^\/(?![/\\])/.test(src)) return src;
  try {
    return new URL(src).protocol === 'https:' ? src : undefined;
  } catch {
    return undefined;
  }
}
