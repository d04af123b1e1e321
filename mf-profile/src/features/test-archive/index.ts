/** What the quiz archive offers the rest of the profile: the quizzes taken, and a row to show one. */
export { QuizRow } from './components/QuizRow.tsx';
export { useQuizHistory } from './hooks/use-quiz-history.ts';
export type { TakenQuiz } from './utils/quiz-history.ts';
