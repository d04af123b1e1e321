import { formatNumber } from '@shared/ui';

/** «۱۲ سؤال» */
export function questionCountText(count: number): string {
  return `${formatNumber(count)} سؤال`;
}

/** «۲۰ دقیقه», or that the quiz has no time limit. */
export function durationText(minutes: number | null): string {
  return minutes === null ? 'بدون محدودیت زمان' : `${formatNumber(minutes)} دقیقه`;
}
