import { formatNumber } from '../../format/persian.ts';
import { VIEWER_TEXT } from './viewer-constants.ts';
import type { StageState } from './viewer-state.ts';

/**
 * What the live region says about the current image: its position, its
 * description and, when it cannot be shown, that it failed, e.g.
 * «تصویر ۲ از ۵، کلاس درس».
 */
export function announcementOf(index: number, count: number, alt: string | undefined, state: StageState): string {
  if (count === 0) return VIEWER_TEXT.empty;
  const position = `${VIEWER_TEXT.image} ${formatNumber(index + 1)} ${VIEWER_TEXT.of} ${formatNumber(count)}`;
  return [position, alt, state === 'error' ? VIEWER_TEXT.loadError : ''].filter(Boolean).join('، ');
}
