import { favoriteRequestSchema } from './favorites.ts';
import { fieldMessages } from './testing/schema-messages.ts';

describe('favoriteRequestSchema', () => {
  it.each([
    [{ kind: 'course', slug: ' math-grade-7 ' }, {}],
    [{ kind: 'book', slug: 'x' }, { kind: 'نوع علاقه‌مندی باید «course» (دوره) یا «article» (مقاله) باشد.' }],
    [{ kind: 'article', slug: ' ' }, { slug: 'نشانی (slug) دوره یا مقاله را بفرستید.' }],
    [{ kind: 'article', slug: 'a'.repeat(201) }, { slug: 'نشانی (slug) نباید بیشتر از ۲۰۰ نویسه باشد.' }],
  ])('%#: %p', (payload, expected) => {
    expect(fieldMessages(favoriteRequestSchema, payload)).toEqual(expected);
  });
});
