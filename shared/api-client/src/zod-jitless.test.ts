import { z } from 'zod';
import { pageMetaSchema } from './envelopes.ts';

it("configures zod not to compile parsers with Function, which the site's CSP forbids", () => {
  expect(pageMetaSchema).toBeDefined();
  expect(z.config().jitless).toBe(true);
});
