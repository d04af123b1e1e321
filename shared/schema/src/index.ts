/**
 * The schema library every app's API calls, events and registry documents are checked with: zod/mini,
 * narrowed to the names the platform uses, and configured once for the page.
 *
 * It is a federated singleton. Bundled into every app, zod's parsing core (about 9 KiB gzip) came again
 * with every area; sharing `zod/mini` itself would ship all of it to every visitor (about 75 KiB more on
 * the home page), since a shared module is provided whole. Sharing this list ships what the apps use, once.
 * It also makes zod's global settings below hold for every app by construction. An app needing another
 * name adds it here; the shell's release that carries it must be live first (the area's range says so).
 */
import { en } from 'zod/locales';
import { config } from 'zod/mini';

// Classic zod compiles object parsers with `new Function` where it may; the site's CSP forbids that, and
// even zod's probe for it is reported as a violation, so a CSP report would be noise. zod/mini's objects
// never compile, but the setting is global to zod's core: it keeps anything else from probing.
config({ jitless: true });
// Classic zod made English its default locale when its first schema was built; zod/mini has none, and an
// issue without a message of its own would read only «Invalid input». Keep classic's wording (a
// SchemaError, a field without a Persian message), unless a locale was chosen already (the dev API's Persian one).
if (!config().localeError) config(en());

export {
  _default,
  array,
  boolean,
  coerce,
  config,
  discriminatedUnion,
  enum,
  extend,
  gte,
  int,
  literal,
  looseObject,
  lte,
  maxLength,
  minLength,
  NEVER,
  nonnegative,
  nullable,
  nullish,
  number,
  object,
  optional,
  partialRecord,
  pick,
  pipe,
  positive,
  record,
  refine,
  regex,
  string,
  superRefine,
  transform,
  trim,
  union,
  unknown,
  url,
} from 'zod/mini';
export type { core, infer, input, output, ZodMiniType } from 'zod/mini';
