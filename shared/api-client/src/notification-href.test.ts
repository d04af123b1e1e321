import { notificationHref } from './notifications.ts';

describe('notificationHref: where a message of the bell may lead', () => {
  it('leads to a path on this site', () => {
    expect(notificationHref({ path: '/certificates' })).toBe('/certificates');
    expect(notificationHref({ path: ' /course/math-grade-9 ' })).toBe('/course/math-grade-9');
  });

  it.each([
    undefined,
    null,
    '',
    'certificates',
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    'javascript:alert(1)',
    '/\tjavascript:alert(1)',
  ])('refuses %p', (path) => {
    expect(notificationHref({ path })).toBeUndefined();
  });
});
