import { currentBuildId } from '../health/build-id.ts';
import { isChunkLoadError } from '../health/chunk-load-error.ts';
import { shouldReloadForChunkError } from '../health/chunk-reload-guard.ts';

/** What a failed start may do, passed in so a test can watch it. */
export interface StartRecovery {
  reload(): void;
  buildId(): string;
}

const browserRecovery: StartRecovery = {
  reload: () => location.reload(),
  buildId: currentBuildId,
};

/**
 * What happens when the page's start fails. A chunk that could not be loaded (a network blip, or a new
 * shell release that removed it) reloads the page once, under the same 10-second guard as a chunk that
 * fails later (health/chunk-reload-guard.ts): without it a server-rendered page stayed readable but never
 * became interactive, and nothing said so. Any other error, or a second failure, is left in the console;
 * React is not running then, so there is no error page to show.
 */
export function recoverFailedStart(error: unknown, recovery: StartRecovery = browserRecovery): void {
  if (isChunkLoadError(error) && shouldReloadForChunkError(recovery.buildId())) {
    recovery.reload();
    return;
  }
  console.error('The page could not start:', error);
}
