import ky, { HTTPError, type KyInstance } from 'ky';
import { bus } from '@shared/event-bus';
import { clearSessionHint, readAccessToken, SITE_CLIENT_HEADER, SITE_CLIENT_HEADER_VALUE } from './access-token.ts';
import { toApiError } from './error-mapping.ts';
import { GatewayError, type ApiError } from './errors.ts';
import { currentServerRequest, type ServerRequest } from './server-request.ts';

/** Default API base: `/api` on the site's own origin. */
export const DEFAULT_API_BASE = '/api';

interface ClientSettings {
  base: string;
  accessToken: () => string | undefined;
}

const settings: ClientSettings = { base: DEFAULT_API_BASE, accessToken: readAccessToken };
let instance: KyInstance | undefined;

/**
 * Points the client at another backend or token source (tests, a real
 * backend on another origin). The base must end in `/api`, as the contract says.
 */
export function configureApiClient(options: Partial<ClientSettings>): void {
  if (options.base !== undefined) {
    if (!/\/api\/?$/.test(options.base)) throw new Error(`API base must end in /api: ${options.base}`);
    settings.base = options.base.replace(/\/$/, '');
  }
  if (options.accessToken) settings.accessToken = options.accessToken;
  instance = undefined;
}

function absoluteBase(): string {
  const origin = typeof location === 'undefined' ? 'http://127.0.0.1' : location.origin;
  return new URL(`${settings.base}/`, `${origin}/`).href;
}

function client(): KyInstance {
  instance ??= ky.create({
    prefixUrl: absoluteBase(),
    credentials: 'include',
    // The header marks the site's own calls: only they get the session's bearer token from the server.
    headers: { accept: 'application/json', [SITE_CLIENT_HEADER]: SITE_CLIENT_HEADER_VALUE },
    timeout: 15_000,
  });
  return instance;
}

/** How long one call of a server render may take when the server names no bound of its own. */
export const SERVER_CALL_TIMEOUT_MS = 5_000;

/**
 * A call made while the server renders a page: straight to the API with the
 * student's headers, no retries (the render has a time budget), and none of
 * the browser's reactions (no cookie to clear, no snackbar to show).
 */
async function sendForServer(
  request: ServerRequest,
  endpoint: EndpointOptions,
  parts: RequestParts,
): Promise<Response> {
  const token = endpoint.auth ? request.accessToken : undefined;
  try {
    return await ky(endpoint.path.replace(/^\//, ''), {
      prefixUrl: `${request.apiBase.replace(/\/$/, '')}/`,
      method: endpoint.method,
      searchParams: definedParams(parts.searchParams),
      json: parts.json,
      signal: request.signal,
      headers: {
        accept: 'application/json',
        ...request.headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      retry: 0,
      timeout: request.timeoutMs ?? SERVER_CALL_TIMEOUT_MS,
    });
  } catch (error) {
    throw await toApiError(error);
  }
}

/** The current access token, for the calls spec section 6 sends it with. */
export function bearerToken(): string | undefined {
  return settings.accessToken();
}

/** What a call sends besides its path. */
export interface RequestParts {
  searchParams?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
  body?: FormData;
  signal?: AbortSignal;
}

/** How an endpoint is called. */
export interface EndpointOptions {
  method: 'get' | 'post' | 'delete';
  path: string;
  /** Sends the bearer token (spec section 6). */
  auth?: boolean;
  /** A GET that writes on the server: never retried automatically. */
  saves?: boolean;
  /** The request outlives the page (fetch `keepalive`), so a save sent as the student leaves still arrives. */
  keepalive?: boolean;
}

function definedParams(params: RequestParts['searchParams']) {
  const result: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params ?? {})) if (value !== undefined) result[key] = value;
  return result;
}

function currentPath(): string {
  return typeof location === 'undefined' ? '/' : `${location.pathname}${location.search}`;
}

/**
 * Sends one request and returns the raw response. Idempotent GETs retry at
 * most twice on network errors (with ky's backoff); POSTs and saving GETs
 * never retry, so nothing is ever sent twice by the client itself.
 */
export async function send(endpoint: EndpointOptions, parts: RequestParts = {}): Promise<Response> {
  const serverRequest = currentServerRequest();
  if (serverRequest) return sendForServer(serverRequest, endpoint, parts);
  const token = endpoint.auth ? bearerToken() : undefined;
  const retryable = endpoint.method === 'get' && !endpoint.saves;
  try {
    return await client()(endpoint.path.replace(/^\//, ''), {
      method: endpoint.method,
      searchParams: definedParams(parts.searchParams),
      json: parts.json,
      body: parts.body,
      signal: parts.signal,
      keepalive: endpoint.keepalive,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      retry: { limit: retryable ? 2 : 0, methods: ['get'], statusCodes: [] },
    });
  } catch (error) {
    const apiError = await toApiError(error);
    announceFailure(apiError, error instanceof HTTPError);
    throw apiError;
  }
}

/**
 * What the page does about a browser call that failed, however it was sent (ky here, XMLHttpRequest for
 * an upload with progress): a 401 answer ends the session; 429, a gateway's failure and 500 ask for a
 * snackbar (spec section 8). `answered`: the server answered (a 401 from nowhere is not a session's end).
 */
export function announceFailure(apiError: ApiError, answered: boolean): void {
  if (answered && apiError.status === 401) {
    // The server has cleared the session's cookies with this answer; the page stops counting on them now.
    clearSessionHint();
    bus.emit('platform:session:expired', { path: currentPath() });
  }
  if (apiError.status === 429) {
    bus.emit('platform:snackbar:requested', {
      type: 'error',
      message: 'تعداد درخواست‌ها در حال حاضر زیاد است. لطفاً کمی بعد، در زمان خلوت‌تری دوباره تلاش کنید.',
    });
  }
  if (apiError instanceof GatewayError)
    bus.emit('platform:snackbar:requested', { type: 'error', message: apiError.message });
  if (apiError.status === 500) {
    bus.emit('platform:snackbar:requested', { type: 'error', message: 'هنگام ارتباط با سرور خطایی رخ داد.' });
  }
}
