import type { ReportCard } from '@shared/api-client';
import { REPORT_CARD } from '../../../testing/profile-fixtures.ts';
import { scoresByMonth } from './score-months.ts';

const quiz = (score: number, max: number, takenAt: string) => ({
  title: 'آزمون',
  slug: `quiz-${takenAt}`,
  score,
  max_score: max,
  taken_at: takenAt,
});

describe('scores by month', () => {
  it('averages each Persian month of the card, oldest first, named as the calendar names it', () => {
    // 12 Oct and 26 Oct 2024 are in مهر and آبان ۱۴۰۳; 16 Nov 2024 is in آبان too.
    expect(scoresByMonth(REPORT_CARD)).toEqual([
      { key: '1403-07', label: 'مهر ۱۴۰۳', average: 18.5, max: 20, count: 1 },
      { key: '1403-08', label: 'آبان ۱۴۰۳', average: 15.5, max: 20, count: 2 },
    ]);
  });

  it('reads a date in Tehran: an evening at the month’s end belongs to the next month', () => {
    // 21 Nov 2024 21:00 UTC is 22 Nov 00:30 in Tehran: 1 آذر ۱۴۰۳.
    const card: ReportCard = {
      ...REPORT_CARD,
      courses: [{ ...REPORT_CARD.courses[0]!, quizzes: [quiz(10, 20, '2024-11-21T21:00:00Z')] }],
    };
    expect(scoresByMonth(card).map((month) => month.label)).toEqual(['آذر ۱۴۰۳']);
  });

  it('puts a score out of another maximum on the card’s scale and skips what cannot be read', () => {
    const card: ReportCard = {
      ...REPORT_CARD,
      courses: [
        {
          ...REPORT_CARD.courses[0]!,
          quizzes: [quiz(9, 12, '2025-03-25T08:00:00Z'), quiz(5, 0, '2025-03-26T08:00:00Z'), quiz(5, 20, 'not a date')],
        },
      ],
    };
    expect(scoresByMonth(card)).toEqual([{ key: '1404-01', label: 'فروردین ۱۴۰۴', average: 15, max: 20, count: 1 }]);
  });

  it('rounds a mean that falls on a half up, as the course’s mean is', () => {
    const card: ReportCard = {
      ...REPORT_CARD,
      courses: [
        {
          ...REPORT_CARD.courses[0]!,
          quizzes: [quiz(0, 20, '2025-03-25T08:00:00Z'), quiz(18.33, 20, '2025-03-26T08:00:00Z')],
        },
      ],
    };
    expect(scoresByMonth(card)[0]?.average).toBe(9.17);
  });

  it('is empty for a card with no quiz', () => {
    expect(scoresByMonth({ ...REPORT_CARD, courses: [] })).toEqual([]);
  });
});
