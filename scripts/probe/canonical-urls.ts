import { isServerRendered } from './answer-text.ts';
import { headerValues, jsonOf, send } from './http.ts';
import { probeCase, type ProbeContext } from './probe-context.ts';
import { failed, held, unjudged, type CaseResult, type GroupResult, type Verdict } from './verdict.ts';

/** Held: a 301 whose Location has exactly the canonical path. */
async function movedTo(context: ProbeContext, url: string, canonical: string): Promise<Verdict> {
  const answer = await send(context.origin, { path: url });
  const location = headerValues(answer, 'location')[0];
  // The page's address is known once it is rendered: a page left to the browser tells nothing either way.
  if (answer.status === 200 && !isServerRendered(answer.body)) return unjudged('rendered by the browser only');
  if (answer.status !== 301) return failed(`answered ${answer.status}, not 301`);
  if (!location) return failed('301 without a Location');
  // An absolute Location may name SITE_URL rather than the address the probe used: the path is what counts.
  const target = new URL(location, context.origin);
  return decodeURIComponent(target.pathname) === decodeURIComponent(canonical)
    ? held
    : failed(`moves to ${target.pathname}, not ${canonical}`);
}

/** Point 10: one address per page; case, a trailing slash and a wrong slug are moved for good to it. */
export async function probeCanonicalUrls(context: ProbeContext): Promise<GroupResult> {
  const cases: CaseResult[] = [];
  const variants: [url: string, canonical: string][] = [
    ['/COURSE/math-grade-7', '/course/math-grade-7'],
    ['/Course/math-grade-7', '/course/math-grade-7'],
    ['/course/math-grade-7/', '/course/math-grade-7'],
    ['/articles/screen-time-balance/', '/articles/screen-time-balance'],
    ['/ARTICLES/screen-time-balance', '/articles/screen-time-balance'],
  ];
  for (const [url, canonical] of variants) {
    cases.push(await probeCase(`${url} → 301 ${canonical}`, () => movedTo(context, url, canonical)));
  }
  // The dictionary entry's slug is the API's; the probe reads it rather than copying the seed.
  const entry = jsonOf<{ data?: { slug?: string } }>(
    await send(context.origin, { path: '/api/front/dehkhoda/entry/1', headers: { accept: 'application/json' } }),
  )?.data;
  const wrongSlug = '/dehkhoda/entry/1/anything';
  cases.push(
    entry?.slug
      ? await probeCase(`${wrongSlug} → 301 its slug`, () =>
          movedTo(context, wrongSlug, `/dehkhoda/entry/1/${entry.slug}`),
        )
      : { name: `${wrongSlug} → 301 its slug`, verdict: unjudged('the API has no dictionary entry 1') },
  );
  return { id: 10, title: 'canonical URLs', cases };
}
