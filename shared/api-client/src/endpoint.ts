import type * as z from '@shared/schema';
import { callJson, parseRequest, requireParams } from './call.ts';
import type { RequestParts } from './http.ts';

/**
 * One API call, described once: its method and path, what its query and body may hold (with the limits and
 * their Persian messages), what it answers and who may call it. The client calls through it
 * (`callEndpoint`), and the dev API serves through the same object (`serve` in the dev API), so a path, a
 * query schema or a limit is written in one place.
 */
export interface Endpoint {
  method: 'get' | 'post' | 'delete';
  /** The path under `/api`, with `:name` for each path parameter (the dev API's route pattern too). */
  path: `/${string}`;
  /**
   * Who may call it: `public` sends no token; `optional` sends the student's token when there is one (the
   * answer differs for her); `student` needs it, and the API answers 401 without it.
   */
  access: 'public' | 'optional' | 'student';
  /** The query string's parameters, as the API checks them (a number in any digits, defaults, limits). */
  query?: z.ZodMiniType;
  /** The JSON body, as the API checks it; the client checks it before sending too. */
  body?: z.ZodMiniType;
  /** What the API answers with (200); the client parses every answer with it. */
  response: z.ZodMiniType;
  /** A GET that writes on the server: never retried automatically. */
  saves?: boolean;
  /** The request outlives the page (fetch `keepalive`). */
  keepalive?: boolean;
}

/** Keeps an endpoint's literal types (its path above all) while checking it is one. */
export function endpoint<const E extends Endpoint>(description: E): E {
  return description;
}

/** The names of a path's `:name` parameters. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a call fills its path with. */
export type PathParams<E extends Endpoint> = Record<PathParamNames<E['path']>, string | number>;
/** What a caller may put in the query string (numbers as numbers; the API reads text too). */
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodMiniType ? z.input<E['query']> : never;
/** The body a caller sends. */
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodMiniType ? z.input<E['body']> : never;
/** The parsed answer. */
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;

/** The parts of one call; a part the endpoint does not take cannot be given. */
export type CallParts<E extends Endpoint> = (PathParamNames<E['path']> extends never
  ? { params?: undefined }
  : { params: PathParams<E> }) &
  (E['query'] extends z.ZodMiniType ? { query: QueryOf<E> } : { query?: undefined }) &
  (E['body'] extends z.ZodMiniType ? { body: BodyOf<E> } : { body?: undefined }) & {
    /** A file upload's form, sent instead of a JSON body. */
    form?: FormData;
    signal?: AbortSignal;
  };

/**
 * An endpoint's path with its parameters filled in, each trimmed and encoded as one segment. A missing or
 * empty parameter fails before any request (spec: a required parameter is checked first).
 */
export function pathOf(path: string, params: Record<string, string | number> = {}): string {
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  requireParams(Object.fromEntries(names.map((name) => [name, params[name]])));
  return path.replace(/:(\w+)/g, (_whole, name: string) => encodeURIComponent(String(params[name]).trim()));
}

/** The query parameters as sent: numbers and text, absent ones left out. */
function searchParamsOf(query: unknown): RequestParts['searchParams'] {
  if (!query || typeof query !== 'object') return undefined;
  const params: NonNullable<RequestParts['searchParams']> = {};
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') params[name] = value;
  }
  return params;
}

/** Calls an endpoint: fills the path, checks the body, sends, and parses the answer with its schema. */
export async function callEndpoint<E extends Endpoint>(described: E, parts: CallParts<E>): Promise<ResponseOf<E>> {
  const { params, query, body, form, signal } = parts as {
    params?: Record<string, string | number>;
    query?: unknown;
    body?: unknown;
    form?: FormData;
    signal?: AbortSignal;
  };
  const json = described.body && body !== undefined ? parseRequest(described.body, body) : undefined;
  return callJson<E['response']>(
    {
      method: described.method,
      path: pathOf(described.path, params),
      auth: described.access !== 'public',
      saves: described.saves,
      keepalive: described.keepalive,
    },
    described.response,
    { searchParams: searchParamsOf(query), json, body: form, signal },
  );
}
