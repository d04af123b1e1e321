import { featuredQuizzesQuery } from '../features/quiz-catalogue/api/quiz-queries.ts';

/** How many quizzes the exam landing suggests (its FeaturedQuizzes block). */
export const EXAM_LANDING_QUIZZES = 6;

/** The ExamLanding page's data, which the server starts (its row's `queries`) and the page reads. */
export const examLandingQueries = () => [featuredQuizzesQuery(EXAM_LANDING_QUIZZES)];
