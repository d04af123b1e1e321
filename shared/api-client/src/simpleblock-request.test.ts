import { simpleBlockRequestSchema } from './simpleblock.ts';
import { fieldMessages } from './testing/schema-messages.ts';

describe('simpleBlockRequestSchema', () => {
  it.each([[{ name: ' ' }, { name: 'نام بلوک را بفرستید.' }]])('%#: %p', (payload, expected) => {
    expect(fieldMessages(simpleBlockRequestSchema, payload)).toEqual(expected);
  });
});
