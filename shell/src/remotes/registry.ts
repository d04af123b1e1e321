// The monolith build (build/monolith-config.ts) swaps this module for remotes/monolith/registry.ts,
// which loads no federation; remotes/monolith/same-exports.ts keeps the two offering the same names.
// A change here is a change there too.
import { AREAS, remotesDocumentSchema, type AreaName, type RemotesDocument } from '@shared/registry';
import { activate, candidatesFor, type Candidate } from './area-releases.ts';
import { withOverrideRoutes } from './override-routes.ts';
import { readOverrides, type Overrides } from './overrides.ts';
import { showPreviewBanner } from './preview-banner.ts';

/** The registry as this page uses it: the document and this browser's overrides, if the server allows them. */
export interface RegistryView {
  document: RemotesDocument;
  /** Overrides in effect: none unless `/remotes.json` allows overrides. */
  overrides: Overrides;
}

let pending: Promise<RegistryView> | undefined;

async function fetchRegistry(): Promise<RegistryView> {
  const response = await fetch('/remotes.json', {
    cache: 'no-cache',
    credentials: 'same-origin',
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return viewOf(remotesDocumentSchema.parse(await response.json()));
}

async function viewOf(document: RemotesDocument): Promise<RegistryView> {
  const overrides = document.overrides ? readOverrides() : {};
  const overridden: Candidate[] = [];
  // Every area is registered up front so a preload on hover finds it; no
  // request is made until an area's page (or preload) asks for it.
  for (const area of AREAS) {
    const [first] = candidatesFor(area, document, overrides, location.href).usable;
    if (first) activate(first);
    if (first?.role === 'override') overridden.push(first);
  }
  // A preview browser sees which releases it previews on every page (docs/operations.md, "Previews").
  if (document.preview) showPreviewBanner(document.preview);
  return { document: await withOverrideRoutes(document, overridden), overrides };
}

/**
 * Uses the registry a server-rendered page carried (the one the server
 * rendered it with, this browser's cohort included) instead of fetching it.
 */
export function adoptEmbeddedRegistry(document: RemotesDocument): void {
  pending = viewOf(document);
}

/**
 * The remotes registry, fetched once per page. A failed fetch is forgotten so
 * the next area retry fetches again instead of repeating the failure.
 */
export function loadRegistry(): Promise<RegistryView> {
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
