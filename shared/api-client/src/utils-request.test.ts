import { getMediaRequestSchema } from './utils.ts';
import { fieldMessages } from './testing/schema-messages.ts';

describe('getMediaRequestSchema', () => {
  it.each([
    [{ ids: [] }, { ids: 'دست‌کم یک شناسه بفرستید.' }],
    [{ ids: Array.from({ length: 51 }, (_, i) => i + 1) }, { ids: 'در هر درخواست حداکثر ۵۰ فایل را می‌توان خواست.' }],
    [{ ids: '1,2' }, { ids: 'شناسه‌های فایل را به‌صورت فهرستی از عددها بفرستید.' }],
  ])('%#: %p', (payload, expected) => {
    expect(fieldMessages(getMediaRequestSchema, payload)).toEqual(expected);
  });
});
