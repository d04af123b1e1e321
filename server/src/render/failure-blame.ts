/**
 * Whose fault a failed render is (docs/operations.md, "What counts against a
 * release"). Only `release` opens a breaker or is counted in `status`: the
 * visitor's bad address, the API's failure, an overloaded server and a cold start say
 * nothing about the release, and an outsider must not be able to make them
 * look as if they did.
 */
export type Blame = 'release' | 'client' | 'api' | 'overload' | 'cold';

interface ErrorFields {
  status?: unknown;
  parameter?: unknown;
  message?: unknown;
  cause?: unknown;
}

/**
 * Whose fault an error thrown by a render is. The API client's errors are told apart by their shape:
 * each Node build bundles its own copy of the client (no `instanceof`), and a minified build's class
 * names mean nothing, while a status, a field and a literal message survive.
 */
export function blameOfError(error: unknown): Exclude<Blame, 'overload' | 'cold'> {
  const fields: ErrorFields = typeof error === 'object' && error !== null ? error : {};
  if (typeof fields.status === 'number') {
    if (fields.status >= 500) return 'api';
    if (fields.status >= 400) return 'client';
  }
  // @shared/api-client's RequiredParameterError: the address lacked a value its page needs.
  if (
    typeof fields.parameter === 'string' &&
    fields.message === `Required parameter "${fields.parameter}" is missing.`
  ) {
    return 'client';
  }
  // Its FetchError: the API did not answer (unreachable, its own timeout, or cut off by the render's budget).
  if (fields.message === 'Fetch error' && 'cause' in fields) return 'api';
  return 'release';
}

/** How long an abandoned render is given to say why it was late (an API call cut off by the budget). */
const LATE_RENDER_GRACE_MS = 200;

/** What else a late render's time went on, besides the release's own work. */
export interface LateRenderContext {
  /** Another render ran beside it or waited for it while the event loop was mostly busy. */
  saturated: boolean;
  /** It loaded a release's Node build this process had not loaded before (read, hashed, evaluated). */
  cold?: boolean;
}

/**
 * Whose fault a render over its budget was. If the abandoned render then ends on an API call the budget
 * cut off, the API was late; otherwise the time was the release's own, unless the server was saturated or
 * the render was the first of a release here (a cold start: a canary's first student must not count
 * against it what loading its code cost).
 */
export async function blameOfLateRender(
  rendering: Promise<unknown>,
  { saturated, cold = false }: LateRenderContext,
): Promise<Blame> {
  const ending = await Promise.race([
    rendering.then(
      () => 'release' as const,
      (error: unknown) => blameOfError(error),
    ),
    new Promise<'release'>((resolve) => setTimeout(resolve, LATE_RENDER_GRACE_MS, 'release').unref()),
  ]);
  if (ending === 'api') return 'api';
  if (saturated) return 'overload';
  return cold ? 'cold' : 'release';
}

/** The first line of what went wrong; a build's errors come from its own code, so `message` is read, not `instanceof`. */
export function reasonOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return (typeof message === 'string' ? message : String(error)).split('\n')[0]!.slice(0, 300);
}
