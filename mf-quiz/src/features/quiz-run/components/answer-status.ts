import type { SendState } from '../hooks/send-state.ts';

/** What the student needs to know about the answer on screen. */
export interface AnswerStatusInput {
  state: SendState | undefined;
  /** An answer is kept in the browser, not yet confirmed. */
  unsent: boolean;
  /** The option on screen. */
  selected: number | null;
  /** The option the server holds. */
  saved: number | null;
}

/** The status line under the options, and its tone. */
export function answerStatus({ state, unsent, selected, saved }: AnswerStatusInput): {
  text: string;
  tone: 'muted' | 'success' | 'danger';
} {
  if (state?.kind === 'sending') return { text: 'در حال ارسال پاسخ…', tone: 'muted' };
  if (state?.kind === 'failed') {
    return {
      text: 'ارسال نشد. پاسخ شما در همین مرورگر نگه داشته شده است؛ با زدن دوبارهٔ «ثبت پاسخ» یا با برگشتن اتصال دوباره فرستاده می‌شود.',
      tone: 'danger',
    };
  }
  if (state?.kind === 'refused') return { text: state.message, tone: 'danger' };
  if (unsent) return { text: 'این پاسخ هنوز ارسال نشده است.', tone: 'danger' };
  if (selected !== null && selected === saved) return { text: 'پاسخ شما ثبت شده است.', tone: 'success' };
  if (selected !== null) return { text: 'در حال ارسال پاسخ…', tone: 'muted' };
  return { text: '', tone: 'muted' };
}
