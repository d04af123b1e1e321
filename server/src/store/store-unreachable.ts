import { types } from 'node:util';

/**
 * Raised when the PostgreSQL store cannot be reached (refused, dropped, shutting down). Its message is
 * what a person reads from the CLI or a server that cannot start: Persian, naming no address or library error.
 */
export class StoreUnreachableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super(
      'پایگاه دادهٔ سایت (PostgreSQL در DATABASE_URL) اکنون در دسترس نیست؛ فرمان انجام نشد. ' +
        'سرورهای در حال کار با آخرین رجیستری‌ای که خوانده‌اند به کار ادامه می‌دهند؛ وقتی پایگاه داده برگشت دوباره تلاش کنید.',
      options,
    );
    this.name = 'StoreUnreachableError';
  }
}

/** Socket errors of a connection that could not be made or broke. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'EPIPE']);

/**
 * Whether an error means the database is out of reach rather than that it refused the request: network
 * errors, PostgreSQL's connection classes (08…) and shutdowns (57P01–57P03), and pg's own "terminated".
 */
export function isUnreachable(error: unknown): boolean {
  // Node's own socket errors may come from another realm (a test's sandbox): not `instanceof Error` there.
  if (!(error instanceof Error) && !types.isNativeError(error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code))) {
    return true;
  }
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    error.message,
  );
}

/** The same error, or StoreUnreachableError when it only says the database is out of reach. */
export function explainStoreError(error: unknown): unknown {
  return isUnreachable(error) ? new StoreUnreachableError({ cause: error }) : error;
}
