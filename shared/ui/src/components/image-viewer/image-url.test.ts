import { isLoadableImageUrl } from './image-url.ts';

const PAGE = 'https://example.ir/image-test';

describe('isLoadableImageUrl', () => {
  it.each(['/api/dev-media/post/a.svg', 'pic.png', 'https://cdn.example.ir/a.webp', 'http://example.ir/a.png'])(
    'loads %s',
    (src) => expect(isLoadableImageUrl(src, PAGE)).toBe(true),
  );

  it.each([
    'javascript:alert(1)',
    ' java\tscript:alert(1)',
    'data:image/svg+xml,<svg/>',
    'file:///etc/passwd',
    'blob:x',
    '',
    '   ',
  ])('refuses %j', (src) => expect(isLoadableImageUrl(src, PAGE)).toBe(false));
});
