import { registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName, remotesDocumentSchema, type AreaName, type RemotesDocument } from '@shared/registry';

let pending: Promise<RemotesDocument> | undefined;

async function fetchRegistry(): Promise<RemotesDocument> {
  const response = await fetch('/remotes.json', { cache: 'no-cache', signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const document = remotesDocumentSchema.parse(await response.json());
  registerRemotes(
    Object.entries(document.areas).map(([area, release]) => ({
      name: containerName(area as AreaName),
      // Relative entries are resolved against the page so a registry can be
      // served from the same origin without repeating it.
      entry: new URL(release.entry, location.href).href,
    })),
  );
  return document;
}

/**
 * The remotes registry, fetched once per page. A failed fetch is forgotten so
 * the next area retry fetches again instead of repeating the failure.
 */
export function loadRegistry(): Promise<RemotesDocument> {
  pending ??= fetchRegistry().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/** Raised when the registry lists no release for an area. */
export class AreaNotDeployedError extends Error {
  constructor(readonly area: AreaName) {
    super(`No release of area "${area}" is registered.`);
    this.name = 'AreaNotDeployedError';
  }
}
