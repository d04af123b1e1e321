/** What the result feature offers the rest of the quiz area. */
export type { LostPick } from './components/LostPicksNotice.tsx';
