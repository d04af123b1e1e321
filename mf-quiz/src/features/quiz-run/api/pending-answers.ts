import { isWholeNumber, readStored, removeStored, storedKeys, writeStored } from '../../../lib/storage.ts';

// Answers chosen but not yet confirmed by the server, kept in the browser
// before each request: a reload, an expired session (login and back) or a
// lost connection never loses them. Keys: `quiz:pending:<runId>:<questionId>`.

/** An answer waiting to be sent. */
export interface PendingAnswer {
  runId: number;
  questionId: number;
  optionId: number;
  /**
   * When it was picked, on the server's clock (see `pickStamp`): kept with it,
   * so a pick sent after the run's end still says it was made before.
   */
  pickedAt?: string;
}

function isPendingAnswer(value: unknown): value is PendingAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const { runId, questionId, optionId, pickedAt } = value as Record<string, unknown>;
  const stamped = pickedAt === undefined || (typeof pickedAt === 'string' && !Number.isNaN(Date.parse(pickedAt)));
  return isWholeNumber(runId) && isWholeNumber(questionId) && isWholeNumber(optionId) && stamped;
}

const keyOf = (runId: number, questionId: number) => `pending:${runId}:${questionId}`;

/** Keeps an answer before it is sent; says whether the browser stored it. */
export function savePending(answer: PendingAnswer): boolean {
  return writeStored(keyOf(answer.runId, answer.questionId), answer);
}

/** The answer waiting for one question, if any. */
export function readPending(runId: number, questionId: number): PendingAnswer | undefined {
  const answer = readStored(keyOf(runId, questionId), isPendingAnswer);
  return answer && answer.runId === runId && answer.questionId === questionId ? answer : undefined;
}

/** Forgets one question's waiting answer. */
export function clearPending(runId: number, questionId: number): void {
  removeStored(keyOf(runId, questionId));
}

/** Every waiting answer of a run: question id → option id. */
export function pendingOfRun(runId: number): Map<number, number> {
  const answers = new Map<number, number>();
  for (const key of storedKeys(`pending:${runId}:`)) {
    const questionId = Number(key.split(':')[2]);
    const answer = readPending(runId, questionId);
    if (answer) answers.set(questionId, answer.optionId);
  }
  return answers;
}

/** Forgets every waiting answer of a run (it is finished: nothing more can be sent). */
export function clearRun(runId: number): void {
  for (const key of storedKeys(`pending:${runId}:`)) removeStored(key);
}
