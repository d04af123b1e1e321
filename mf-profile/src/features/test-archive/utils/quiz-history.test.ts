import { profileCourse, REPORT_CARD } from '../../../testing/profile-fixtures.ts';
import { activityTimeline } from '../../event-archive/utils/activity-timeline.ts';
import { quizHistory } from './quiz-history.ts';

describe('quiz history and the event archive', () => {
  it('lists every quiz of the card newest first, with its course', () => {
    const history = quizHistory(REPORT_CARD);
    expect(history.map((quiz) => quiz.slug)).toEqual(['quiz-4', 'quiz-2', 'quiz-1']);
    expect(history[0]).toMatchObject({ courseTitle: 'علوم نهم', percent: 75 });
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
