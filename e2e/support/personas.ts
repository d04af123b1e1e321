import path from 'node:path';
import { repoRoot } from './site-server.ts';
import { DEMO_LOGIN } from './areas.ts';

/**
 * Who a test is: a guest, the seeded demo student, or a student who has just
 * registered and done nothing yet. The setup project (personas.setup.ts)
 * logs the two students in once per run, through the real login page, and
 * saves their browser storage here; tests start from it.
 */
export type Persona = 'guest' | 'demo' | 'fresh';

/** The fresh student's mobile number: unknown to the seed, so its first login registers it. */
export const FRESH_LOGIN = '09137770000';

/** The login each signed-in persona uses. */
export const PERSONA_LOGINS = { demo: DEMO_LOGIN, fresh: FRESH_LOGIN } as const;

/** Where the setup project saves each signed-in persona's cookies and storage (one folder per site port). */
export function personaStateFile(persona: Exclude<Persona, 'guest'>): string {
  const port = process.env.E2E_PORT ?? '8181';
  return path.join(repoRoot, '.data', `e2e-${port}-personas`, `${persona}.json`);
}
