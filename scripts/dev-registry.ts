/**
 * What `npm run dev` hands to the shell's dev server so that it can stand in
 * for the site server: the `/remotes.json` document of the running dev
 * servers and the address of the dev API. Both travel as environment
 * variables because the shell's dev server is a separate `rspack serve`
 * process (see scripts/dev.ts); the `devServer` block of build/browser-config.ts
 * reads them by these names.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  routeTableOf,
  remotesDocumentSchema,
  type AreaName,
  type AreaRoutes,
  type RemotesDocument,
} from '@shared/registry';
import { devPort } from '../dev-ports.ts';

/** Environment variable with the dev registry, a `/remotes.json` document as JSON. */
export const DEV_REMOTES_ENV = 'DEV_REMOTES';

/** Environment variable with the origin the shell's dev server proxies `/api` to. */
export const DEV_API_ORIGIN_ENV = 'DEV_API_ORIGIN';

/** Port of the dev API in development mode (`DEV_API_PORT`, also read by dev-api/src/main.ts). */
export const DEV_API_PORT = devPort('api');

/** Port of the site server's `/api` proxy in development mode (scripts/dev-api-proxy.ts), in front of the dev API. */
export const DEV_API_PROXY_PORT = devPort('api-proxy');

/** The little the registry needs to know about a running remote dev server. */
export interface DevRemote {
  area: AreaName;
  /** Folder of the remote's package.json, for its version. */
  appDir: string;
  devPort: number;
  /** The area's route module, handed to the shell as the release's route table. */
  routes: AreaRoutes;
}

function packageVersion(appDir: string): string {
  const { version } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { version: string };
  return version;
}

/**
 * The `/remotes.json` document pointing each given area at its dev server's
 * manifest. Validated with the schema the shell parses it with, so a bad
 * entry fails here, in the terminal, rather than in the browser.
 */
export function devRemotesDocument(remotes: readonly DevRemote[]): RemotesDocument {
  const areas: RemotesDocument['areas'] = {};
  for (const remote of remotes) {
    areas[remote.area] = {
      version: packageVersion(remote.appDir),
      entry: `http://127.0.0.1:${remote.devPort}/mf-manifest.json`,
      routes: routeTableOf(remote.routes),
    };
  }
  // The dev servers are other origins than the shell's: the shell only loads entries on allowed ones.
  const origins = remotes.map((remote) => `http://127.0.0.1:${remote.devPort}`);
  return remotesDocumentSchema.parse({ areas, origins });
}
