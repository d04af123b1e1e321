import * as z from '@shared/schema';
import { pageMetaSchema } from './envelopes.ts';

it("configures zod not to compile parsers with Function, which the site's CSP forbids", () => {
  expect(pageMetaSchema).toBeDefined();
  expect(z.config().jitless).toBe(true);
});

it('parses an object without calling Function, not even to probe for it', () => {
  const spy = jest.spyOn(globalThis, 'Function');
  try {
    expect(pageMetaSchema.parse({ current_page: 1, last_page: 2, per_page: 10, total: 15 })).toMatchObject({
      total: 15,
    });
    expect(spy).not.toHaveBeenCalled();
  } finally {
    spy.mockRestore();
  }
});

it('words an issue that carries no message of its own in English, as classic zod did', () => {
  const parsed = pageMetaSchema.safeParse({ current_page: 0, last_page: 1, per_page: '10', total: 1 });
  expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
    'Too small: expected number to be >0',
    'Invalid input: expected number, received string',
  ]);
});
