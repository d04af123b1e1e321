import { formatNumber } from '@shared/ui';
import type { Bar } from '../types/bar.ts';

function extremes(bars: readonly Bar[]) {
  const sorted = [...bars].sort((a, b) => b.value - a.value);
  return { most: sorted[0], least: sorted.at(-1) };
}

/** What the letters chart says in one sentence: the letter with most entries and the one with fewest. */
export function letterSummary(bars: readonly Bar[]): string {
  const { most, least } = extremes(bars);
  if (!most || !least) return 'هنوز مدخلی نیست.';
  const sentence =
    `بیشترین مدخل‌ها در حرف «${most.label}» است با ${formatNumber(most.value)} مدخل` +
    ` و کمترین در حرف «${least.label}» با ${formatNumber(least.value)} مدخل.`;
  const empty = bars.filter((bar) => bar.value === 0).length;
  return empty > 0 ? `${sentence} ${formatNumber(empty)} حرف هیچ مدخلی ندارد.` : sentence;
}

/** What the parts-of-speech chart says in one sentence. */
export function partsSummary(bars: readonly Bar[]): string {
  const { most } = extremes(bars);
  if (!most) return 'هنوز مدخلی نیست.';
  const total = bars.reduce((sum, bar) => sum + bar.value, 0);
  return `بیشتر مدخل‌ها «${most.label}» هستند: ${formatNumber(most.value)} از ${formatNumber(total)} مدخل.`;
}
