/** What the report card offers the rest of the profile: the student's runs and card, and a score as a percent. */
export { useFinishedQuizRuns, useOwnReportCard } from './hooks/use-report-cards.ts';
export { percentOf } from './utils/score-bars.ts';
