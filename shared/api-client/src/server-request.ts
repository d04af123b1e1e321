/**
 * The request a server render is answering, for the API calls its pages make.
 *
 * On the site server one loaded module renders every request, and each app's
 * Node build bundles its own copy of this client, so the request cannot live
 * in this module's scope. The server keeps it in an AsyncLocalStorage that it
 * publishes under a well-known global symbol; every copy of the client reads
 * the same one. In a browser there is none and nothing here applies.
 */

/** What a call made during a server render needs to know about the student's request. */
export interface ServerRequest {
  /** Absolute base of the API the server calls directly, ending in `/api`. */
  apiBase: string;
  /** The student's access token (from their cookie), when the page may use it. */
  accessToken?: string;
  /** Headers every call carries on the student's behalf (their address as `x-forwarded-for`). */
  headers: Record<string, string>;
  /** The most one call may take, in ms (each call's own bound, besides the render's budget). */
  timeoutMs?: number;
  /** Ends the call when the render's time budget is spent. */
  signal?: AbortSignal;
  /** Whether the student is signed in, once the shell's render has checked their token. */
  signedIn?: boolean;
}

/** The slot the site server fills: anything with AsyncLocalStorage's `getStore`. */
export const SERVER_REQUEST_SLOT = Symbol.for('madrese.server-request');

interface RequestSource {
  getStore(): ServerRequest | undefined;
}

/** The request being rendered, when this code runs inside a server render. */
export function currentServerRequest(): ServerRequest | undefined {
  const source = (globalThis as { [SERVER_REQUEST_SLOT]?: RequestSource })[SERVER_REQUEST_SLOT];
  return source?.getStore();
}
