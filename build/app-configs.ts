/**
 * The one entry every app's `rspack.config.ts` calls: from the app's description, its builds. In production
 * the browser build and its Node build, in one run (the Node build writes into `server/` of the same
 * folder); in development the browser build alone.
 */
import type { Configuration } from '@rspack/core';
import type { AppDescription, BuildMode } from './app-description.ts';
import { createAppConfig } from './browser-config.ts';
import { createServerConfig } from './node-config.ts';

/** An app's builds: in production the browser build and its Node build, in one run; in development the browser's. */
export function createAppConfigs(description: AppDescription, mode: BuildMode): Configuration[] {
  const browser = createAppConfig(description, mode);
  return mode === 'development' ? [browser] : [browser, createServerConfig(description)];
}
