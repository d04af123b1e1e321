import type { AreaName, RouteRow, ShellRouteTable } from '@shared/registry';
import { ACCOUNT_LINKS, MAIN_NAV_LINKS, NOTIFICATIONS_PATH } from '../chrome/site-links.ts';

/** Pages the shell renders itself. */
export type ShellPageName =
  'Home' | 'Login' | 'Contact' | 'StaticPage' | 'Facilities' | 'Faq' | 'ImageTest' | 'Chat' | 'ShortLink';

/** One page of the site and who draws it: the shell, or the area whose release declared it. */
export type SiteRoute = (RouteRow & { area: 'shell'; page: ShellPageName }) | (RouteRow & { area: AreaName });

const shell = (row: Omit<RouteRow, 'page'> & { page: ShellPageName }) => ({ ...row, area: 'shell' }) as const;

/**
 * The shell's own pages (spec section 2). The areas' pages are not here:
 * each area declares its own in its route module, and the shell learns them
 * from `/remotes.json` (site-routes.ts).
 */
export const SHELL_ROUTES = [
  shell({ path: '/', page: 'Home', layout: 'default', title: 'خانه', sitemap: true }),
  shell({ path: '/user/login', page: 'Login', layout: 'auth', guard: 'guest', title: 'ورود و ثبت‌نام' }),
  shell({ path: '/contactus', page: 'Contact', layout: 'default', title: 'تماس با ما', sitemap: true }),
  shell({ path: '/page/static', page: 'StaticPage', layout: 'default', title: 'صفحه' }),
  shell({ path: '/page/:slug', page: 'StaticPage', layout: 'default', title: 'صفحه' }),
  shell({ path: '/aboutus', page: 'StaticPage', layout: 'default', title: 'درباره ما' }),
  shell({ path: '/privacy', page: 'StaticPage', layout: 'default', title: 'حریم خصوصی' }),
  shell({ path: '/partnership', page: 'StaticPage', layout: 'default', title: 'همکاری با ما' }),
  shell({ path: '/social-duties', page: 'StaticPage', layout: 'default', title: 'مسئولیت اجتماعی' }),
  shell({ path: '/facilities', page: 'Facilities', layout: 'default', title: 'امکانات' }),
  shell({ path: '/faq-dyna', page: 'Faq', layout: 'default', title: 'پرسش‌های پرتکرار' }),
  shell({ path: '/image-test', page: 'ImageTest', layout: 'default', title: 'نمایشگر تصویر' }),
  shell({ path: '/chat', page: 'Chat', layout: 'chat-room', title: 'گفت‌وگو' }),
  shell({ path: '/s/:key', page: 'ShortLink', layout: 'default', guard: 'short-url', title: 'پیوند کوتاه' }),
] as const satisfies readonly SiteRoute[];

const ownPaths = new Set<string>(SHELL_ROUTES.map((route) => route.path));

/**
 * The areas' pages the shell's menus, footer, bell and bottom bar link to:
 * promote refuses a release that would stop serving one of them.
 */
export const SHELL_LINKS: readonly string[] = [
  ...new Set([
    ...[...MAIN_NAV_LINKS, ...ACCOUNT_LINKS].map((link) => link.to).filter((to) => !ownPaths.has(to)),
    NOTIFICATIONS_PATH,
    '/courses',
    '/education-grade',
    '/learn/grade/:grade',
    '/articles',
    '/question',
  ]),
];

/** What the shell's build writes as its routes.json, for the site server's checks. */
export const SHELL_ROUTE_TABLE: ShellRouteTable = {
  routes: SHELL_ROUTES.map(({ area: _area, ...row }) => row),
  links: [...SHELL_LINKS],
};
