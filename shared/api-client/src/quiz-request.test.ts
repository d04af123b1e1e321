import {
  quizAnswerRequestSchema,
  quizCodeRequestSchema,
  quizQuestionRequestSchema,
  quizRunRequestSchema,
} from './quiz-schemas.ts';
import { fieldMessages } from './testing/schema-messages.ts';

describe('quiz run requests', () => {
  it.each([
    [quizCodeRequestSchema, { quiz_code: ' ' }, { quiz_code: 'کد آزمون را وارد کنید.' }],
    [quizRunRequestSchema, {}, { run_id: 'شناسهٔ آزمون را بفرستید.' }],
    [quizQuestionRequestSchema, { run_id: 1, index: -1 }, { index: 'شمارهٔ سؤال از صفر شروع می‌شود.' }],
    [quizQuestionRequestSchema, { run_id: 1 }, { index: 'شمارهٔ سؤال را بفرستید.' }],
    [
      quizAnswerRequestSchema,
      { run_id: 1 },
      { question_id: 'شناسهٔ سؤال را بفرستید.', option_id: 'یکی از گزینه‌ها را انتخاب کنید.' },
    ],
    [quizAnswerRequestSchema, { run_id: 1, question_id: 2, option_id: 3 }, {}],
    [quizAnswerRequestSchema, { run_id: 1, question_id: 2, option_id: 3, picked_at: '2026-11-22T10:19:50.000Z' }, {}],
    [
      quizAnswerRequestSchema,
      { run_id: 1, question_id: 2, option_id: 3, picked_at: 'دیروز' },
      { picked_at: 'زمان انتخاب پاسخ درست نیست.' },
    ],
  ])('%#: refuses with Persian messages', (schema, payload, expected) => {
    expect(fieldMessages(schema, payload)).toEqual(expected);
  });
});
