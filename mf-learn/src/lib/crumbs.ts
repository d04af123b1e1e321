import type { BreadcrumbItem } from '@shared/ui';

/** The first steps of a breadcrumb inside the learning area. */
export const LEARN_CRUMBS: readonly BreadcrumbItem[] = [
  { label: 'خانه', to: '/' },
  { label: 'دوره‌ها', to: '/learn' },
];
