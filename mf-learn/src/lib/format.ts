import { formatDuration, formatNumber } from '@shared/ui';
import type { ContentType } from '@shared/api-client';

// Prices: formatPrice from @shared/ui (toman, as the home page shows them too).

/** A length for people: «۵ دقیقه», «۱ ساعت و ۱۲ دقیقه», or the clock for under a minute. */
export function formatLength(seconds: number): string {
  if (seconds < 60) return `${formatNumber(Math.max(0, Math.round(seconds)))} ثانیه`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${formatNumber(minutes)} دقیقه`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${formatNumber(hours)} ساعت` : `${formatNumber(hours)} ساعت و ${formatNumber(rest)} دقیقه`;
}

/** A player position: ۰:۱۲. */
export const formatPosition = formatDuration;

/** A file size: ۵۷۹ بایت, ۱٫۲ کیلوبایت, ۳٫۴ مگابایت. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes)} بایت`;
  const digits = { maximumFractionDigits: 1 };
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, digits)} کیلوبایت`;
  return `${formatNumber(bytes / (1024 * 1024), digits)} مگابایت`;
}

/** What a content is, in a word. */
export const CONTENT_TYPE_LABEL: Record<ContentType, string> = {
  video: 'ویدیو',
  text: 'درس‌نامه',
  file: 'فایل',
};

/** An ordinal for a chapter: «فصل ۲». */
export function chapterLabel(order: number): string {
  return `فصل ${formatNumber(order)}`;
}
