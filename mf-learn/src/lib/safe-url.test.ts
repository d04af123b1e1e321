import { isSafeMediaUrl } from './safe-url.ts';

describe('isSafeMediaUrl', () => {
  const base = 'https://daneshsara.example/course/x';
  it.each(['/api/dev-media/video/lesson.mp4', 'https://cdn.example/v.mp4', 'lesson.mp4'])('allows %s', (url) => {
    expect(isSafeMediaUrl(url, base)).toBe(true);
  });
  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:video/mp4;base64,AAAA',
    '//evil.example/v.mp4',
    '',
    'vbscript:x',
  ])('refuses %s', (url) => {
    expect(isSafeMediaUrl(url, base)).toBe(false);
  });
});
