import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildDevApi } from './app.ts';
import { listServedRoutes, type ServedRoute } from './testing/route-list.ts';

/**
 * Every route of the dev API, asked the wrong way: each answer is a client error (never a 500) whose
 * message is Persian and names nothing internal.
 */

type Route = ServedRoute;

/** Every route but the chat's event stream, which never ends; its query string is read by nothing. */
async function listRoutes(): Promise<Route[]> {
  return (await listServedRoutes()).filter((route) => !route.url.endsWith('/stream'));
}

/** A route's address with each path parameter filled in. */
const address = (route: Route) => route.url.replace(/:\w+/g, 'x');

/** Every query parameter any route reads, each given twice. */
const REPEATED =
  'search=a&search=b&query=a&query=b&name=a&name=b&slug=a&slug=b&page=1&page=2&per_page=1&per_page=2&id=1&id=2' +
  '&course_id=1&course_id=2&course_slug=a&course_slug=b&q=a&q=b&limit=1&limit=2&word=a&word=b&letter=a&letter=b';

let api: FastifyInstance;
let routes: Route[];

beforeAll(async () => {
  routes = await listRoutes();
  api = await buildDevApi({
    dataDir: mkdtempSync(path.join(tmpdir(), 'dev-api-bad-')),
    rateLimitPerMinute: 1_000_000,
    log: () => {},
  });
});
afterAll(() => api.close());

/** Persian words only: no Latin letters (English, codes, paths, addresses) and no stack. */
function expectPersianClientError(answer: { statusCode: number; body: string }) {
  expect(answer.statusCode).toBeGreaterThanOrEqual(400);
  expect(answer.statusCode).toBeLessThan(500);
  const { message } = JSON.parse(answer.body) as { message: string };
  expect(message).toMatch(/[\u0600-\u06FF]/);
  expect(message).not.toMatch(/[A-Za-z]/);
}

it('lists the routes it checks', () => {
  expect(routes.length).toBeGreaterThan(60);
});

it.each([
  ['an unknown address', { url: '/api/no-such-call' }, 404],
  ['an unknown address outside /api', { url: '/no-such-page' }, 404],
  ['a method the address does not have', { method: 'DELETE', url: '/api/auth/user' }, 404],
  ['TRACE', { method: 'TRACE', url: '/api/auth/user' }, 404],
  ['bad percent-encoding in the path', { url: '/api/front/blog/%E0%A4%A' }, 400],
  ['a lone percent sign', { url: '/api/%' }, 400],
  [
    'broken JSON',
    { method: 'POST', url: '/api/auth/check', headers: { 'content-type': 'application/json' }, payload: '{bad' },
    400,
  ],
  [
    'an empty JSON body',
    { method: 'POST', url: '/api/auth/check', headers: { 'content-type': 'application/json' }, payload: '' },
    400,
  ],
  [
    'a type nobody reads',
    { method: 'POST', url: '/api/auth/check', headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
    415,
  ],
  [
    'a body over the limit',
    {
      method: 'POST',
      url: '/api/auth/check',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ login: 'x'.repeat(1_100_000) }),
    },
    413,
  ],
  ['a list where an object is due', { method: 'POST', url: '/api/auth/check', payload: [1, 2] }, 422],
  ['a number where text is due', { method: 'POST', url: '/api/auth/check', payload: { login: 5 } }, 422],
  ['text where a number is due', { url: '/api/front/course/quiz/list?page=abc' }, 422],
  [
    'text where a list of numbers is due',
    { method: 'POST', url: '/api/front/utils/get-media', payload: { ids: 'x' } },
    422,
  ],
] as [string, InjectOptions, number][])('%s answers in Persian', async (_case, request, status) => {
  const answer = await api.inject(request);
  expect(answer.statusCode).toBe(status);
  expectPersianClientError(answer);
});

it('a repeated query parameter is a Persian 400 on every route, never a 500', async () => {
  const failures: string[] = [];
  for (const route of routes) {
    const answer = await api.inject({ method: route.method, url: `${address(route)}?${REPEATED}` });
    const { message } = JSON.parse(answer.body) as { message?: string };
    if (answer.statusCode !== 400 || !message || /[A-Za-z]/.test(message)) {
      failures.push(`${route.method} ${route.url}: ${answer.statusCode} ${message}`);
    }
  }
  expect(failures).toEqual([]);
});

it('every body-taking route answers bad JSON, a wrong type and wrong field types in Persian, never a 500', async () => {
  const failures: string[] = [];
  const wrongTypes = { login: 5, password: [1], code: {}, token: 3, body: 4, value: true, quiz_code: 2, ids: 'x' };
  for (const route of routes.filter((candidate) => candidate.method === 'POST')) {
    const url = address(route);
    const answers = [
      await api.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{bad' }),
      await api.inject({ method: 'POST', url, headers: { 'content-type': 'text/csv' }, payload: 'a,b' }),
      await api.inject({ method: 'POST', url, payload: wrongTypes }),
    ];
    for (const answer of answers) {
      const { message } = JSON.parse(answer.body) as { message?: string };
      if (answer.statusCode >= 500 || (message !== undefined && /[A-Za-z]/.test(message))) {
        failures.push(`${route.url}: ${answer.statusCode} ${message}`);
      }
    }
  }
  expect(failures).toEqual([]);
});
