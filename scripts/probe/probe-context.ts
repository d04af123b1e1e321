import { unjudged, type CaseResult, type Verdict } from './verdict.ts';

/** What every group is given: the site under test and what the operator allowed the probe to touch. */
export interface ProbeContext {
  /** The running site, e.g. http://127.0.0.1:8080 (no trailing slash). */
  origin: string;
  /** The server's DATA_DIR, when given: groups that damage files there (and restore them) run only then. */
  dataDir?: string;
}

/**
 * Runs one case: its verdict, or «not judged» when the probe itself could not finish it (a request that
 * got no answer, a precondition the site did not meet), never a silent «held».
 */
export async function probeCase(name: string, run: () => Promise<Verdict>): Promise<CaseResult> {
  try {
    return { name, verdict: await run() };
  } catch (error) {
    return { name, verdict: unjudged(`the probe could not finish: ${(error as Error).message}`) };
  }
}

/** A stable marker for text the probe writes, so it can find it again in a page. */
export function probeMarker(): string {
  return `probe${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}
