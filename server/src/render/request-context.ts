import { AsyncLocalStorage } from 'node:async_hooks';
import { SERVER_REQUEST_SLOT, type ServerRequest } from '@shared/api-client';

/**
 * The request each render answers, for the API calls its pages make. Every
 * Node build bundles its own copy of the API client; they all read this one
 * store through the global slot the client looks in (server-request.ts).
 */
const requests = new AsyncLocalStorage<ServerRequest>();
(globalThis as { [SERVER_REQUEST_SLOT]?: AsyncLocalStorage<ServerRequest> })[SERVER_REQUEST_SLOT] = requests;

/** Runs a render with its request in scope. */
export function withServerRequest<T>(request: ServerRequest, render: () => Promise<T>): Promise<T> {
  return requests.run(request, render);
}

/** Runs work that must not carry any student's request (loading a release's code, which may start timers). */
export function outsideAnyRequest<T>(work: () => T): T {
  return requests.exit(work);
}
