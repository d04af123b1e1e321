import { contentType, errorAnswerProblem, isServerRendered } from './answer-text.ts';
import { send } from './http.ts';
import { probeCase, type ProbeContext } from './probe-context.ts';
import { failed, held, heldIf, unjudged, type CaseResult, type GroupResult } from './verdict.ts';

/** Page URLs whose route parameter is blank or malformed: each is the client's mistake, a 404. */
export const BLANK_PARAMETER_URLS: readonly string[] = [
  '/page/%20',
  '/course/%20',
  '/articles/%20',
  '/profile/report-card/%20',
  '/dehkhoda/entry/abc/x',
  '/dehkhoda/entry/%20/x',
  '/quiz/%20',
  '/learn/%20',
  '/course/sections/%20',
  '/course/content/%20',
  '/teacher/%20',
  '/master/abc',
  '/education-grade/%20',
  '/certificates/%20',
];

/** One server-rendered page per area (and the home page): after the burst each must still be rendered. */
const PAGES_AFTER_BURST: readonly string[] = [
  '/',
  '/course/math-grade-7',
  '/articles/screen-time-balance',
  '/dehkhoda',
  '/quiz',
  '/page/about',
];

/** More than the breaker's threshold of consecutive failures (3, server/src/render/circuit-breaker.ts). */
const BURST_ROUNDS = 4;

async function answersPersian404(context: ProbeContext, url: string) {
  const answer = await send(context.origin, { path: url });
  if (answer.status !== 404) return failed(`answered ${answer.status}, not 404`);
  if (!contentType(answer).includes('html')) return failed(`404 is ${contentType(answer) || 'untyped'}, not a page`);
  const problem = errorAnswerProblem(answer, context.origin);
  return problem ? failed(problem) : held;
}

/**
 * Point 1: a blank or malformed route parameter is a Persian 404, never a render failure; and a burst of
 * them leaves server rendering on for the next visitor of every area.
 */
export async function probeBlankParameters(context: ProbeContext): Promise<GroupResult> {
  // Which pages were rendered before any bad URL was sent: only for those does «still rendered» mean something.
  const renderedBefore = new Set<string>();
  for (const path of PAGES_AFTER_BURST) {
    const answer = await send(context.origin, { path }).catch(() => undefined);
    if (answer?.status === 200 && isServerRendered(answer.body)) renderedBefore.add(path);
  }
  const cases: CaseResult[] = [];
  for (const url of BLANK_PARAMETER_URLS) {
    cases.push(await probeCase(`${url} is a Persian 404`, () => answersPersian404(context, url)));
  }
  // The burst: each URL again, enough times in a row to open a breaker that counts them. In a row, not mixed:
  // a good render of the same area in between would close the breaker again and hide the switch.
  for (const path of BLANK_PARAMETER_URLS) {
    for (let round = 0; round < BURST_ROUNDS; round += 1) {
      await send(context.origin, { path }).catch(() => undefined);
    }
  }
  for (const path of PAGES_AFTER_BURST) {
    cases.push(
      await probeCase(
        `after a burst of ${BURST_ROUNDS}×${BLANK_PARAMETER_URLS.length}, ${path} is server-rendered`,
        async () => {
          if (!renderedBefore.has(path)) return unjudged('it was not server-rendered before the bad URLs either');
          const answer = await send(context.origin, { path });
          if (answer.status !== 200) return unjudged(`${path} answered ${answer.status}`);
          return heldIf(isServerRendered(answer.body), 'rendered by the browser only: a breaker is open');
        },
      ),
    );
  }
  return { id: 1, title: 'blank or malformed route parameters', cases };
}
