import type { RemotesDocumentInput } from '@shared/registry';
import { inCanary } from './cohort.ts';
import type { LoadFailureSummary } from './load-reports.ts';
import { remotesDocument, type BrowserPolicy } from './remotes-json.ts';
import type { RegistryFile } from './registry-file.ts';

/** Documents kept per registry: one per canary group and failure summary seen, which are few. */
const MAX_PER_REGISTRY = 64;

/**
 * The `/remotes.json` document of a request, made once per registry, canary group and failure summary,
 * and then the same object. Every page request needs one (and the page cache hashes it into its key), and
 * on a busy site they are the same thousands of times a second. A registry read again from the store is a
 * new object, so a change is never answered from an older document.
 */
export class RemotesDocuments {
  private readonly byRegistry = new WeakMap<RegistryFile, Map<string, RemotesDocumentInput>>();

  constructor(private readonly policy: BrowserPolicy) {}

  of(registry: RegistryFile, cohort: number, failures: readonly LoadFailureSummary[]): RemotesDocumentInput {
    // Which canaries this browser is in decides which release of each area it gets; the cohort itself does not.
    const canaries = Object.entries(registry.areas)
      .map(([area, state]) => (state?.canary && inCanary(cohort, state.canary.percent) ? area : ''))
      .join(',');
    const key = `${canaries}\n${JSON.stringify(failures)}`;
    let documents = this.byRegistry.get(registry);
    if (!documents) this.byRegistry.set(registry, (documents = new Map()));
    let document = documents.get(key);
    if (!document) {
      if (documents.size >= MAX_PER_REGISTRY) documents.clear();
      document = remotesDocument(registry, cohort, this.policy, failures);
      documents.set(key, document);
    }
    return document;
  }
}
