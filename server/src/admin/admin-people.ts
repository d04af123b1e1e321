import { z } from 'zod';
import { hasBearerToken } from './bearer-token.ts';

/** Someone who may use the admin API, and the token that says it is them. */
export interface AdminPerson {
  name: string;
  token: string;
  /** The one shared `ADMIN_TOKEN`: it cannot say who, so a change through it names its actor in the body. */
  shared?: true;
}

const TOKEN_HINT = 'must be at least 16 characters: a short token is easy to guess';

/**
 * `ADMIN_TOKENS`: one token per person, `name=token` pairs separated by commas
 * (`Sara Ahmadi=…,Reza=…`). Names and tokens must each be unique: the history records the name of the
 * token that made a change, so two people must never share one.
 */
export const adminTokensSchema = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => {
        const at = pair.lastIndexOf('=');
        return { name: pair.slice(0, Math.max(at, 0)).trim(), token: pair.slice(at + 1).trim() };
      }),
  )
  .pipe(
    z
      .array(
        z.object({
          name: z.string().min(1, 'each entry is name=token, with a name').max(100),
          token: z.string().min(16, TOKEN_HINT),
        }),
      )
      .min(1)
      .refine((people) => new Set(people.map((person) => person.name)).size === people.length, 'a name is given twice')
      .refine(
        (people) => new Set(people.map((person) => person.token)).size === people.length,
        'a token is given twice',
      ),
  );

/** The people of the settings: everyone of ADMIN_TOKENS, and the shared ADMIN_TOKEN when it is set. */
export function adminPeople(settings: { ADMIN_TOKENS?: { name: string; token: string }[]; ADMIN_TOKEN?: string }) {
  const people: AdminPerson[] = [...(settings.ADMIN_TOKENS ?? [])];
  if (settings.ADMIN_TOKEN) people.push({ name: 'ADMIN_TOKEN', token: settings.ADMIN_TOKEN, shared: true });
  return people;
}

/** Whose token an Authorization header carries, if anyone's: every token is compared (no early exit). */
export function personOf(header: string | undefined, people: readonly AdminPerson[]): AdminPerson | undefined {
  let found: AdminPerson | undefined;
  for (const person of people) if (hasBearerToken(header, person.token)) found ??= person;
  return found;
}
