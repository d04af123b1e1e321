import { contentType, errorAnswerProblem, isServerRendered } from './answer-text.ts';
import { send } from './http.ts';
import { probeCase, type ProbeContext } from './probe-context.ts';
import { failed, held, heldIf, unjudged, type CaseResult, type GroupResult, type Verdict } from './verdict.ts';

/** Page URLs with percent-encoding no decoder accepts; the second part is what the answer must not repeat. */
const BAD_ENCODINGS: readonly [url: string, echo: string][] = [
  ['/%', '/%'],
  ['/articles/%E0%A4%A', '%E0%A4%A'],
  ['/course/%ZZ', '%ZZ'],
  ['/page/%C0%AF', '%C0%AF'],
  ['/dehkhoda/entry/1/%FF%FE', '%FF%FE'],
  ['/api/front/blog/%E0%A4%A', '%E0%A4%A'],
];

/** API calls given one parameter twice: a list where the API expects a string is the client's mistake. */
const REPEATED_QUERIES: readonly string[] = [
  '/api/front/course/get-course-index?query=a&query=b',
  '/api/front/search?search=a&search=b',
  '/api/front/search/topics?search=a&search=b',
  '/api/front/course/get-courses?grade=a&grade=b',
  '/api/front/course/get-course-details?slug=a&slug=b',
  '/api/front/dehkhoda/search?q=a&q=b',
  '/api/front/dehkhoda/suggestions?term=a&term=b',
  '/api/front/dehkhoda/entries?limit=1&limit=2',
  '/api/front/blog?search=a&search=b',
  '/api/front/course/quiz/list?search=a&search=b',
];

/** Pages whose HTML names release files, to find each area's scripts (and so their source maps). */
const PAGES_WITH_RELEASES: readonly string[] = [
  '/course/math-grade-7',
  '/articles/screen-time-balance',
  '/dehkhoda',
  '/quiz',
];

function persianError(context: ProbeContext, echo?: string) {
  return async (answer: Awaited<ReturnType<typeof send>>): Promise<Verdict> => {
    if (answer.status >= 500) return failed(`answered ${answer.status}`);
    const problem = errorAnswerProblem(answer, context.origin, echo);
    return problem ? failed(problem) : held;
  };
}

/** A script of the shell (from its client-rendered page) and one per area release (from pages that name them). */
async function scriptUrls(context: ProbeContext): Promise<string[]> {
  const shell = await send(context.origin, { path: '/', headers: { cookie: 'platform_render=client' } });
  const found = new Set(/<script[^>]+src="(\/main\.[\w-]+\.js)"/.exec(shell.body)?.slice(1, 2) ?? []);
  const areas = new Set<string>();
  for (const path of PAGES_WITH_RELEASES) {
    const page = await send(context.origin, { path });
    if (!isServerRendered(page.body)) continue;
    for (const [, url, area] of page.body.matchAll(/(\/releases\/([a-z]+)\/[^"'\s]+?\.js)(?=["'\s])/g)) {
      if (area && !areas.has(area)) {
        areas.add(area);
        found.add(url as string);
      }
    }
  }
  return [...found];
}

/**
 * Point 8: every error a person or client can meet is Persian and names nothing internal (bad
 * percent-encoding, headers too large, TRACE, an unknown page posted to, a repeated API parameter), and the
 * shell's and releases' source maps are not public.
 */
export async function probeEnglishLeaks(context: ProbeContext): Promise<GroupResult> {
  const cases: CaseResult[] = [];
  for (const [url, echo] of BAD_ENCODINGS) {
    cases.push(
      await probeCase(`${url} answers in Persian (a page, a redirect, or an error that echoes nothing)`, async () => {
        const answer = await send(context.origin, { path: url });
        // A redirect to a page of the site (a dictionary entry's own address) is an answer, not an error.
        const location = answer.headers.location;
        if (answer.status >= 300 && answer.status < 400 && typeof location === 'string') {
          return heldIf(location.startsWith('/') && !location.startsWith('//'), `redirects off the site: ${location}`);
        }
        // A page URL gets the site's 404 page, which shows the address typed as escaped text: that is the
        // page's help, not a reflected error. JSON and plain answers must not repeat it.
        const isPage = !url.startsWith('/api/') && contentType(answer).includes('html');
        const verdict = await persianError(context, isPage ? undefined : echo)(answer);
        if (verdict.kind !== 'held' || url.startsWith('/api/') || contentType(answer).includes('html')) return verdict;
        return failed(`${answer.status} ${contentType(answer) || 'untyped'}, not a page`);
      }),
    );
  }
  cases.push(
    await probeCase('a 20 KB header answers a Persian 431', async () => {
      const answer = await send(context.origin, { path: '/', headers: { 'x-probe-padding': 'a'.repeat(20_000) } });
      if (answer.status !== 431) return failed(`answered ${answer.status}, not 431`);
      return persianError(context)(answer);
    }),
    await probeCase('TRACE / answers Persian', async () =>
      persianError(context)(await send(context.origin, { method: 'TRACE', path: '/' })),
    ),
    await probeCase('POST to an unknown page answers Persian', async () =>
      persianError(context)(await send(context.origin, { method: 'POST', path: '/no-such-page', body: 'x=1' })),
    ),
  );
  for (const url of REPEATED_QUERIES) {
    cases.push(
      await probeCase(`${url.replace('/api/front/', '…/')} answers Persian, without a 500`, async () => {
        const answer = await send(context.origin, { path: url, headers: { accept: 'application/json' } });
        return answer.status < 400 ? held : persianError(context)(answer);
      }),
    );
  }
  const scripts = await scriptUrls(context).catch(() => []);
  if (scripts.length === 0) {
    cases.push({ name: 'source maps are not public', verdict: unjudged('found no script of the shell or a release') });
  }
  for (const script of scripts) {
    const name = script.startsWith('/releases/') ? script.split('/').slice(2, 4).join(' ') : 'the shell';
    cases.push(
      await probeCase(`the source map of ${name} is not public`, async () => {
        const answer = await send(context.origin, { path: `${script}.map` });
        return heldIf(answer.status !== 200, `${script}.map answered 200`);
      }),
    );
  }
  return { id: 8, title: 'English answers and leaks', cases };
}
