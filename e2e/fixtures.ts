import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { untilPageReady } from './support/page-ready.ts';
import { personaStateFile, type Persona } from './support/personas.ts';

export { expect };

/** The WCAG rule sets axe judges every page by: 2.0, 2.1 and 2.2, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * What to judge: `include` narrows the check to one area's section; `allImpacts` fails on minor and
 * moderate violations too, for pages held to that higher bar.
 */
export interface AxeOptions {
  include?: string;
  allImpacts?: boolean;
}

/** Checks the page as it is now. */
export type ExpectAccessible = (label: string, options?: AxeOptions) => Promise<void>;

interface TestFixtures {
  /** Who the test is (see support/personas.ts); guests by default. */
  persona: Persona;
  /** Fails with every serious or critical axe violation of the page, named by `label` and the theme. */
  expectAccessible: ExpectAccessible;
}

interface WorkerFixtures {
  /** One browser context per persona for the whole worker, made on first use (see `readerTest`). */
  sharedContexts: (persona: Persona) => Promise<BrowserContext>;
}

/** Makes `goto` and `reload` of a page wait for {@link untilPageReady}. */
function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilPageReady(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilPageReady(page);
    return response;
  };
  return page;
}

/** Waits for finite animations (a dialog fading in) to end, so colours are measured at rest. */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end === 'number' && Number.isFinite(end);
    });
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

async function failingViolations(page: Page, { include, allImpacts }: AxeOptions): Promise<string[]> {
  await settleAnimations(page);
  const violations = await axeViolations(page, AXE_TAGS, include);
  return violations
    .filter((violation) => allImpacts || violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** The one axe check of the suite, for a page other than the test's own (a second visitor, say). */
export async function expectAccessibleOn(page: Page, label: string, options: AxeOptions = {}) {
  const theme = await page.locator('html').getAttribute('data-theme');
  expect(await failingViolations(page, options), `${label} (${theme} theme)`).toEqual([]);
}

/**
 * The suite's test: `test.use({ persona: 'demo' })` starts a test signed in
 * as that persona (from the storage the setup project saved), and the
 * `expectAccessible` fixture is the one axe check every flow ends with.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  persona: ['guest', { option: true }],
  page: async ({ page }, provide) => {
    await provide(waitingForHydration(page));
  },
  storageState: async ({ persona }, provide) => {
    await provide(persona === 'guest' ? undefined : personaStateFile(persona));
  },
  expectAccessible: async ({ page }, provide) => {
    await provide((label, options) => expectAccessibleOn(page, label, options));
  },
  sharedContexts: [
    async ({ browser }, provide, workerInfo) => {
      const contexts = new Map<Persona, Promise<BrowserContext>>();
      const { baseURL, locale } = workerInfo.project.use;
      const open = (persona: Persona) =>
        browser.newContext({
          baseURL,
          locale,
          storageState: persona === 'guest' ? undefined : personaStateFile(persona),
        });
      await provide((persona) => {
        if (!contexts.has(persona)) contexts.set(persona, open(persona));
        return contexts.get(persona)!;
      });
      for (const context of contexts.values()) await (await context).close();
    },
    { scope: 'worker' },
  ],
});

/**
 * For tests that only read pages: each gets a new tab in a context the
 * worker shares per persona, so the HTTP cache (and the compiled scripts
 * with it) stays warm from one test to the next, and routes and listeners
 * still end with the test's tab. Such a test must not change what the next
 * one sees: no theme switch, no write to the student's data.
 */
export const readerTest = test.extend({
  page: async ({ sharedContexts, persona, viewport, colorScheme }, provide) => {
    const page = waitingForHydration(await (await sharedContexts(persona)).newPage());
    if (viewport) await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: colorScheme ?? 'light' });
    await provide(page);
    await page.close();
  },
  context: async ({ page }, provide) => {
    await provide(page.context());
  },
});
