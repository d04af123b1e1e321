import { captchaImageSource } from './captcha-image.ts';

describe('the captcha picture', () => {
  it.each([
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'data:image/png;base64,iVBORw0KGgo=',
    'https://cdn.example/c.png',
    '/api/captcha.png',
  ])('shows %s', (src) => expect(captchaImageSource(src)).toBe(src));

  it.each([
    'javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'http://cdn.example/c.png',
    '//evil.example/c.png',
    '/\\evil.example/c.png',
    '',
  ])('refuses %s', (src) => expect(captchaImageSource(src)).toBeUndefined());
});
