import { expect, test as setup } from '@playwright/test';
import { PERSONA_LOGINS, personaStateFile } from './support/personas.ts';
import { logInWithCode } from './support/session.ts';

/**
 * Logs each signed-in persona in once, through the login page as a student
 * would (code requested, six digits typed), and saves the browser's storage
 * for the tests that start as that persona. The login page's own behaviour
 * is proved in session.spec.ts; this only pays for the login once a run.
 */
for (const persona of ['demo', 'fresh'] as const) {
  setup(`log the ${persona} student in`, async ({ page }) => {
    await page.goto('/user/login');
    await logInWithCode(page, PERSONA_LOGINS[persona]);
    await expect(page).toHaveURL('/');
    await page.context().storageState({ path: personaStateFile(persona) });
  });
}
