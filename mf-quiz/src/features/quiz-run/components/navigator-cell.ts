/** How a question stands in the navigator. */
export type CellState = 'answered' | 'unanswered' | 'unsent';

/** One question in the navigator. */
export interface NavigatorCell {
  /** 0-based position in the run. */
  index: number;
  questionId: number;
  state: CellState;
  /** The student flagged it to look at again before finishing. */
  review: boolean;
}

/** The words a screen reader hears for a flagged question, after its state. */
export const REVIEW_LABEL = 'علامت‌خورده برای مرور';

/** The words a screen reader hears for a cell's state. */
export const CELL_STATE_LABEL: Record<CellState, string> = {
  answered: 'پاسخ داده شده',
  unanswered: 'بی‌پاسخ',
  unsent: 'پاسخ ارسال نشده',
};
