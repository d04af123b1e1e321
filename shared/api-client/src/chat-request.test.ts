import { chatPostRequestSchema } from './chat.ts';
import { fieldMessages } from './testing/schema-messages.ts';

describe('chatPostRequestSchema', () => {
  it.each([
    [{ body: ' سلام ' }, {}],
    [{ body: '   ' }, { body: 'متن پیام را بنویسید.' }],
    [{}, { body: 'متن پیام را بنویسید.' }],
    [{ body: 'پ'.repeat(501) }, { body: 'پیام نباید بیشتر از ۵۰۰ نویسه باشد.' }],
  ])('%p → %p', (payload, expected) => {
    expect(fieldMessages(chatPostRequestSchema, payload)).toEqual(expected);
  });
});
