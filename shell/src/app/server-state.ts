import type { DehydratedState } from '@tanstack/react-query';
import * as z from '@shared/schema';
import { remotesDocumentSchema, SERVER_STATE_ID, type RemotesDocument } from '@shared/registry';

const serverStateSchema = z.object({
  registry: remotesDocumentSchema,
  theme: z.enum(['light', 'dark']),
  queries: z.looseObject({ queries: z.array(z.unknown()), mutations: z.array(z.unknown()) }),
});

/** What the server rendered the page with: the browser starts from exactly the same. */
export interface ServerState {
  registry: RemotesDocument;
  theme: 'light' | 'dark';
  queries: DehydratedState;
}

/**
 * The server's data in a server-rendered page, or undefined when the page
 * came without it (rendered by the browser, as a 404 or a fallback is). A
 * block that does not parse is ignored the same way: the browser then
 * renders the page itself, as it did before server rendering.
 */
export function readServerState(page: Document = document): ServerState | undefined {
  const text = page.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = serverStateSchema.safeParse(JSON.parse(text));
    return parsed.success ? (parsed.data as ServerState) : undefined;
  } catch {
    return undefined;
  }
}
