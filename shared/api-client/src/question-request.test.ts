import { questionAnswerRequestSchema, questionCodeRequestSchema, questionFormRequestSchema } from './question.ts';
import { fieldMessages } from './testing/schema-messages.ts';

describe('question bank requests', () => {
  it('fills in the first page of 10', () => {
    expect(questionFormRequestSchema.parse({ search: ' کسر ' })).toEqual({ search: 'کسر', page: 1, per_page: 10 });
  });

  it.each([
    [questionFormRequestSchema, { difficulty: 'x' }, { difficulty: 'سطح دشواری باید آسان، متوسط یا دشوار باشد.' }],
    [questionFormRequestSchema, { search: 'ک'.repeat(101) }, { search: 'متن جست‌وجو نباید بیش از ۱۰۰ نویسه باشد.' }],
    [questionFormRequestSchema, { page: 0 }, { page: 'شمارهٔ صفحه از ۱ شروع می‌شود.' }],
    [questionFormRequestSchema, { per_page: 51 }, { per_page: 'حداکثر ۵۰ سؤال در هر صفحه نمایش داده می‌شود.' }],
    [questionCodeRequestSchema, { code: '' }, { code: 'کد سؤال را وارد کنید.' }],
    [questionAnswerRequestSchema, { code: 'Q1001' }, { option_id: 'یکی از گزینه‌ها را انتخاب کنید.' }],
  ])('%#: refuses with Persian messages', (schema, payload, expected) => {
    expect(fieldMessages(schema, payload)).toEqual(expected);
  });
});
