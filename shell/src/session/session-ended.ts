/**
 * The login page is told, in the history entry's state, that it was opened
 * because the session ended under the student (a 401), not because they
 * chose to log in: it then says why, and that what they typed is kept.
 */
export const SESSION_ENDED_STATE = { sessionEnded: true } as const;

/** Whether a history entry's state says the session ended (state is anything a page put there). */
export function isSessionEnded(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { sessionEnded?: unknown }).sessionEnded === true;
}
