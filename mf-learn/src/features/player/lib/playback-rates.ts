import { formatNumber } from '@shared/ui';

/** The speeds a student can choose, slowest first. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;

/** A speed as the menu shows it: «۰٫۷۵×», «۱×», «۱٫۲۵×». */
export function playbackRateLabel(rate: number): string {
  return `${formatNumber(rate)}×`;
}
