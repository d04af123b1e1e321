import { errorAnswerProblem } from './answer-text.ts';
import { send, sendJson } from './http.ts';
import { probeCase, type ProbeContext } from './probe-context.ts';
import { failed, held, unjudged, type CaseResult, type GroupResult } from './verdict.ts';

/** Requests the API cannot serve: each answer must be a Persian client error that names nothing internal. */
const MISSING: readonly { name: string; send: (origin: string) => ReturnType<typeof send> }[] = [
  { name: 'GET /api/no-such-endpoint', send: (origin) => send(origin, { path: '/api/no-such-endpoint' }) },
  { name: 'POST /api/no-such-endpoint', send: (origin) => sendJson(origin, '/api/no-such-endpoint', { a: 1 }) },
  {
    name: 'GET /api/front/blog/<no such article>',
    send: (origin) => send(origin, { path: '/api/front/blog/no-such-article-of-the-probe' }),
  },
  {
    name: 'POST /api/auth/otp-confirm with a broken JSON body',
    send: (origin) =>
      send(origin, {
        method: 'POST',
        path: '/api/auth/otp-confirm',
        headers: { 'content-type': 'application/json' },
        body: '{"code": ',
      }),
  },
];

/**
 * Point 3: what the `/api` proxy answers when the API cannot help. A paused or stopped API needs control
 * of the API process, which the probe does not have: the e2e pauses it (docs/operations.md).
 */
export async function probeApiErrors(context: ProbeContext): Promise<GroupResult> {
  const cases: CaseResult[] = [];
  for (const each of MISSING) {
    cases.push(
      await probeCase(`${each.name} answers Persian`, async () => {
        const answer = await each.send(context.origin);
        if (answer.status >= 500) return failed(`answered ${answer.status}`);
        const problem = errorAnswerProblem(answer, context.origin);
        return problem ? failed(problem) : held;
      }),
    );
  }
  cases.push({
    name: 'a paused or stopped API answers a Persian 502/504 in time',
    verdict: unjudged('needs control of the API process; the e2e covers it'),
  });
  return { id: 3, title: '/api errors and timeouts', cases };
}
