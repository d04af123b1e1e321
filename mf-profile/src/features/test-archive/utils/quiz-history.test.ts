import type { ReportCard } from '@shared/api-client';
import { FINISHED_RUN, profileCourse, REPORT_CARD } from '../../../testing/profile-fixtures.ts';
import { activityTimeline } from '../../event-archive/index.ts';
import { quizHistory } from './quiz-history.ts';

describe('quiz history and the event archive', () => {
  it('lists every quiz of the card newest first, with its course', () => {
    const history = quizHistory(REPORT_CARD);
    expect(history.map((quiz) => quiz.slug)).toEqual(['quiz-4', 'quiz-2', 'quiz-1']);
    expect(history[0]).toMatchObject({ courseTitle: 'علوم نهم', percent: 75 });
  });

  it('lists a run once when the card counts it too', () => {
    const cardWithRun: ReportCard = {
      ...REPORT_CARD,
      courses: [
        ...REPORT_CARD.courses,
        {
          course: { title: 'زبان انگلیسی نهم', slug: 'english-grade-9' },
          score: 14.55,
          max_score: 20,
          grade_label: 'خوب',
          quizzes: [
            {
              title: FINISHED_RUN.quiz.title,
              slug: FINISHED_RUN.quiz.slug,
              score: 14.55,
              max_score: 20,
              taken_at: FINISHED_RUN.finished_at,
              run_id: FINISHED_RUN.id,
              quiz_code: FINISHED_RUN.quiz.code,
            },
          ],
        },
      ],
    };
    const history = quizHistory(cardWithRun, [FINISHED_RUN]);
    expect(history.map((quiz) => quiz.key)).toEqual([
      'run-7',
      'card-science-grade-9-quiz-4',
      'card-math-grade-9-quiz-2',
      'card-math-grade-9-quiz-1',
    ]);
    // The run's own entry, with its result page.
    expect(history[0]?.resultHref).toBe('/quiz/run/QZ1009/result/7');
  });

  it('mixes quizzes and study sessions by date and leaves out courses never opened', () => {
    const courses = [profileCourse(5, 40), profileCourse(6, 0)];
    const events = activityTimeline(courses, quizHistory(REPORT_CARD));
    expect(events.map((event) => [event.kind, event.at.slice(0, 10)])).toEqual([
      ['quiz', '2024-11-16'],
      ['study', '2024-11-15'],
      ['quiz', '2024-10-26'],
      ['quiz', '2024-10-12'],
    ]);
  });
});
