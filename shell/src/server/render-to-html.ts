import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * React 19 moves a finished Suspense boundary larger than this into a later
 * chunk revealed by an inline script, which the CSP (`script-src 'self'`)
 * would block. The page is sent whole, so no boundary may ever be outlined.
 */
const NEVER_OUTLINE = Number.MAX_SAFE_INTEGER;

/**
 * Renders a tree to the end (every Suspense boundary resolved) and returns
 * its HTML. Any error while rendering rejects: the server then answers the
 * client-rendered page, which can only be as good as today, never worse.
 */
export function renderToHtml(tree: ReactNode, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failed: unknown;
    const stream = renderToPipeableStream(tree, {
      progressiveChunkSize: NEVER_OUTLINE,
      onAllReady() {
        if (failed === undefined) stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        // An error inside a boundary would otherwise be sent as its fallback for the browser to retry.
        failed ??= error;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    const abort = () => stream.abort(signal.reason);
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
  });
}
