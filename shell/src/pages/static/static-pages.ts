/** The static pages the site links to, by the path each has (spec section 2). */
export const STATIC_PAGE_LINKS = [
  { path: '/aboutus', title: 'درباره ما' },
  { path: '/partnership', title: 'همکاری با ما' },
  { path: '/privacy', title: 'حریم خصوصی' },
  { path: '/social-duties', title: 'مسئولیت اجتماعی' },
  { path: '/facilities', title: 'امکانات' },
  { path: '/faq-dyna', title: 'پرسش‌های پرتکرار' },
] as const;

/** The API's name of the page a path shows: `/page/{slug}` by its slug, `/aboutus` by its own name. */
export function staticPageName(pathname: string, slug: string | undefined): string {
  if (slug !== undefined) return slug;
  return pathname.split('/').filter(Boolean)[0] ?? '';
}
