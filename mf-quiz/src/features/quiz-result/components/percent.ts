import { formatNumber } from '@shared/ui';

/** A percentage (42.5, or −8.3 with negative marking) as Persian text: ۴۲٫۵٪. */
export function percentText(percent: number): string {
  return formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 1 });
}
