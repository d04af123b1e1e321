/**
 * Short links `/s/{key}`. Some point off the site's allowlist or at hostile
 * targets on purpose: the site must refuse them, and tests check it does.
 */
export const SHORT_LINKS: Record<string, string> = {
  math7: '/course/math-grade-7',
  quiz: '/quiz',
  faq: '/faq-dyna',
  ex: 'https://www.aparat.com/v/daneshsara-intro',
  evil: 'https://evil.example/login',
  js: 'javascript:alert(document.cookie)',
  proto: '//evil.example/course',
  dots: '/.//evil.example/course',
  loop: '/s/math7',
};
