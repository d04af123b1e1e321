import type { RegistryFile } from '../registry/registry-file.ts';
import type { PageBodies } from './page-bodies.ts';

/** The request, as much of it as a render reads. */
export interface PageRequest {
  /** Path and query string. */
  url: string;
  cookieHeader: string | undefined;
  /** The browser's `Sec-CH-Prefers-Color-Scheme` client hint, when it sent one. */
  colorSchemeHint?: string | undefined;
  /** The `x-forwarded-for` the API is to see (the student's address). */
  forwardedFor: string | undefined;
  /** The browser's canary cohort (0–99). */
  cohort: number;
  /** The registry as this browser sees it (a preview link's releases), when not as everyone does. */
  view?: (registry: RegistryFile) => Promise<RegistryFile>;
  /** When the server started on the request (`performance.now()`): its wait counts against the render budget. */
  receivedAt?: number;
  /** The route pattern the page matched (`/course/:slug`), for the failure report; never the address. */
  route?: string;
}

/** A server-rendered answer: a page, or a move to a page's one address. */
export type RenderedDocument =
  | { status: 200 | 404; html: string; /** Set on a kept page: its bytes, encoded once. */ bodies?: PageBodies }
  | { status: 301; location: string };
