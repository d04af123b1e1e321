import type { PageCrumb } from '@shared/ui';

/** The first steps of every blog page's breadcrumb. */
export const BLOG_CRUMBS: readonly PageCrumb[] = [
  { label: 'خانه', to: '/' },
  { label: 'مقاله‌ها', to: '/articles' },
];
