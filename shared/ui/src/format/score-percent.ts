import { numberFormat } from './intl-formats.ts';

/**
 * A quiz run's percentage (0..100, as the API gives it: the share of correct
 * answers, one decimal) as every page writes it: Persian digits, at most one
 * decimal, the Persian decimal mark: 16.7 → ۱۶٫۷٪, 50 → ۵۰٪. One function, so
 * the result page, the answer sheet, the quiz lists and the profile never
 * round the same run differently.
 */
export function formatScorePercent(percent: number): string {
  // Rounded here to one decimal first, so 16.66 and 16.7 read the same wherever they come from.
  const rounded = Math.round(percent * 10) / 10;
  return numberFormat('fa-IR', { style: 'percent', maximumFractionDigits: 1 }).format(rounded / 100);
}
