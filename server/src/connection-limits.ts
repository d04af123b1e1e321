import type { Settings } from './settings.ts';

/**
 * Fastify's options for how long a client may take (docs/operations.md, "Connection limits"). Node
 * checks the header and request deadlines on a timer (30 s by default, which would let a slow client
 * run up to 30 s past its deadline); it is tied to the header deadline, at most once a second.
 */
export function connectionLimits(
  settings: Pick<
    Settings,
    'HEADERS_TIMEOUT_MS' | 'REQUEST_TIMEOUT_MS' | 'KEEP_ALIVE_TIMEOUT_MS' | 'CONNECTION_TIMEOUT_MS'
  >,
) {
  return {
    requestTimeout: settings.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: settings.KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: settings.CONNECTION_TIMEOUT_MS,
    http: {
      headersTimeout: settings.HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(1000, Math.ceil(settings.HEADERS_TIMEOUT_MS / 2)),
    },
  };
}
