import { isWholeNumber, readStored, writeStored } from './storage.ts';

// The last finished run of each quiz in this browser, so the quiz page and
// the slug result pages (which carry no run id) can show it.

/** Remembers a finished run under the quiz's code and, when known, its slug. */
export function rememberLastRun(runId: number, quiz: { code: string; slug?: string }): void {
  writeStored(`last-run:${quiz.code.toLowerCase()}`, runId);
  if (quiz.slug) writeStored(`last-run:${quiz.slug.toLowerCase()}`, runId);
}

/** The last finished run of a quiz (by code or slug) in this browser. */
export function lastRunOf(codeOrSlug: string): number | undefined {
  return readStored(`last-run:${codeOrSlug.toLowerCase()}`, isWholeNumber);
}
