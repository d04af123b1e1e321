import http from 'node:http';
import type { Answer } from './answer-text.ts';

/** A request as the probe sends it: any method (TRACE too), any raw path, headers of any size. */
export interface ProbeRequest {
  method?: string;
  /** Sent as written, malformed percent-encoding included (fetch would normalise or refuse it). */
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Give up after this long (default 15 s): a hang is reported, not waited out. */
  timeoutMs?: number;
}

/**
 * One request over node:http rather than fetch: fetch refuses TRACE, rewrites malformed URLs and follows
 * redirects, and the probe must see exactly what the server answers to exactly what was sent.
 */
export function send(origin: string, request: ProbeRequest): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  const timeoutMs = request.timeoutMs ?? 15_000;
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: hostname,
        port,
        method: request.method ?? 'GET',
        path: request.path,
        headers: {
          ...(request.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(request.body)) }),
          ...request.headers,
        },
        // A fresh connection per request: a server that closes one after an error cannot spoil the next.
        agent: false,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/** The header the site's own API client sends on every call (the proxy honours the session cookie only with it). */
export const OWN_CLIENT_HEADERS = { 'x-requested-with': 'XMLHttpRequest' } as const;

/** A JSON request to the site's `/api`, as the site's own pages send one. */
export function sendJson(
  origin: string,
  path: string,
  data: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return send(origin, {
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', accept: 'application/json', ...OWN_CLIENT_HEADERS, ...headers },
    body: JSON.stringify(data),
  });
}

/** The JSON of an answer, or undefined when it is not JSON. */
export function jsonOf<T>(answer: Answer): T | undefined {
  try {
    return JSON.parse(answer.body) as T;
  } catch {
    return undefined;
  }
}

/** Every value of a header, as a list (Set-Cookie comes as one). */
export function headerValues(answer: Answer, name: string): string[] {
  const value = answer.headers[name.toLowerCase()];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
