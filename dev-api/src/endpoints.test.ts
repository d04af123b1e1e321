import { API_ENDPOINTS } from '@shared/api-client/endpoints';
import { listServedRoutes } from './testing/route-list.ts';

/**
 * The API's calls are described once, in `@shared/api-client`, and the dev API serves through those
 * descriptions. This test holds the two lists together: a route the dev API serves with no description (a
 * path written on one side only) or a description nothing serves (a call the client makes into a 404)
 * fails here, naming it.
 */

/** The dev API's own files (seeded pictures, the lesson video): addresses the API's answers carry, not calls. */
const DEV_FILES = /^\/api\/dev-media\//;

const describedCalls = Object.values(API_ENDPOINTS).flatMap((group) => Object.values(group));
const callName = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

it('serves every described call, and no call that is not described', async () => {
  const served = (await listServedRoutes())
    .filter((route) => !DEV_FILES.test(route.url))
    .map((route) => callName(route.method, route.url))
    .sort();
  const described = describedCalls.map((call) => callName(call.method, `/api${call.path}`)).sort();
  expect(served).toEqual(described);
});

it('describes each call once', () => {
  const names = describedCalls.map((call) => callName(call.method, call.path));
  expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
});
