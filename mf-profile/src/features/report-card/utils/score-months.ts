import type { ReportCard } from '@shared/api-client';
import { formatDate, SITE_TIME_ZONE } from '@shared/ui';

/** The quizzes of one Persian month: their mean score on the card's scale. */
export interface MonthScore {
  /** «1403-08»: sorts in time order. */
  key: string;
  /** «آبان ۱۴۰۳». */
  label: string;
  /** Mean of the month's scores, each first put on the card's scale (out of `max`), two decimals. */
  average: number;
  max: number;
  count: number;
}

/** Year and month of a date in the Persian calendar, read in the site's time zone, as digits. */
const monthParts = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
});

/** «آبان ۱۴۰۳», as a date is written (ICU alone would put the year first). */
const monthLabel = (iso: string) => `${formatDate(iso, { month: 'long' })} ${formatDate(iso, { year: 'numeric' })}`;

function monthKey(iso: string): string {
  const parts = monthParts.formatToParts(new Date(iso));
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month').padStart(2, '0')}`;
}

/**
 * Rounded to two decimals as a person would: 9.165 (stored as 9.16499…) is 9.17, as the course's mean is.
 * Twelve significant digits drop the binary noise before rounding.
 */
function hundredths(value: number): number {
  return Math.round(Number((value * 100).toPrecision(12))) / 100;
}

/**
 * The card's scores over time: one entry per Persian month in which the
 * student took a quiz, oldest first. Every quiz counts once, whatever its
 * course, so a month of many quizzes weighs as it should.
 */
export function scoresByMonth(card: ReportCard): MonthScore[] {
  const months = new Map<string, { label: string; scores: number[] }>();
  for (const quiz of card.courses.flatMap((course) => course.quizzes)) {
    if (Number.isNaN(Date.parse(quiz.taken_at)) || !(quiz.max_score > 0)) continue;
    const key = monthKey(quiz.taken_at);
    const month = months.get(key) ?? {
      label: monthLabel(quiz.taken_at),
      scores: [],
    };
    month.scores.push((quiz.score / quiz.max_score) * card.max_score);
    months.set(key, month);
  }
  return [...months.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, { label, scores }]) => ({
      key,
      label,
      average: hundredths(scores.reduce((sum, score) => sum + score, 0) / scores.length),
      max: card.max_score,
      count: scores.length,
    }));
}
