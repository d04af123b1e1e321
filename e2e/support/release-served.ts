/**
 * Whether a site server serves a quiz release yet, read without a browser: in `/remotes.json` and in the
 * HTML it renders, each as a browser of a given canary cohort gets them. For the tests and the bench that
 * watch a change reach several servers.
 */
import { RELEASE_MARKER } from './release-marker.ts';
import { isServerRendered, pageHtml } from './server-html.ts';

/** Whether `/remotes.json` gives a browser of `cohort` the quiz release `version`. */
export async function remotesServe(origin: string, version: string, cohort = 50): Promise<boolean> {
  const response = await fetch(`${origin}/remotes.json`, { headers: { cookie: `platform_cohort=${cohort}` } });
  return response.ok && (await response.text()).includes(`/releases/quiz/${version}/mf-manifest.json`);
}

/**
 * Whether the server renders /quiz for a browser of `cohort` with the marked second release (`marked`) or
 * with the first; a page the server did not render counts as neither.
 */
export async function rendersQuiz(origin: string, marked: boolean, cohort = 50): Promise<boolean> {
  const html = await pageHtml(origin, '/quiz', cohort);
  return isServerRendered(html) && html.includes(RELEASE_MARKER) === marked;
}

/**
 * Polls `probe` on every origin at once, each every `everyMs`, and resolves with the time (Date.now())
 * each first held; rejects once `withinMs` has passed for one that never did.
 */
export async function whenEach(
  origins: readonly string[],
  probe: (origin: string) => Promise<boolean>,
  { withinMs, everyMs = 20 }: { withinMs: number; everyMs?: number },
): Promise<number[]> {
  const deadline = Date.now() + withinMs;
  return Promise.all(
    origins.map(async (origin) => {
      for (;;) {
        if (await probe(origin).catch(() => false)) return Date.now();
        if (Date.now() > deadline) throw new Error(`${origin} did not serve the change within ${withinMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, everyMs));
      }
    }),
  );
}
