import { AVATAR_MAX_BYTES, avatarFileProblem } from './avatar-file.ts';

describe('avatar file check', () => {
  it('takes a PNG, JPEG or WebP up to 2 MB', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 1000 })).toBeUndefined();
    expect(avatarFileProblem({ type: 'image/jpeg', size: AVATAR_MAX_BYTES })).toBeUndefined();
    expect(avatarFileProblem({ type: 'image/webp', size: 10 })).toBeUndefined();
  });

  it('refuses other types in Persian', () => {
    expect(avatarFileProblem({ type: 'image/gif', size: 10 })).toBe(
      'فقط تصویر با قالب PNG، JPEG یا WebP پذیرفته می‌شود.',
    );
    expect(avatarFileProblem({ type: 'application/pdf', size: 10 })).toMatch(/PNG/);
  });

  it('refuses a file over the limit and says how big it is', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 3 * 1024 * 1024 })).toBe(
      'حجم تصویر نباید بیشتر از ۲ مگابایت باشد؛ این فایل ۳ مگابایت است.',
    );
  });

  it('refuses an empty file', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 0 })).toMatch(/خالی/);
  });
});
