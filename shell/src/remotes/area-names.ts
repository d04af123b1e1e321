import type { AreaName } from '@shared/registry';

/** How an area is named to a student, in fallbacks and notices. */
export const AREA_LABELS: Record<AreaName, string> = {
  learn: 'آموزش',
  quiz: 'آزمون‌ها',
  dehkhoda: 'لغت‌نامه',
  blog: 'مقاله‌ها',
  profile: 'نمایه',
};
