import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { devPort } from '../dev-ports.ts';
import { modeFromArgv } from '../build/app-description.ts';
import { createAppConfigs } from '../build/app-configs.ts';
import { SHELL_ROUTE_TABLE } from './src/site-map/shell-routes.ts';

/** The shell: the only host. It exposes nothing; it loads the areas at runtime.
 * Its routes.json lists its own pages and the area pages it links to. */
export const description = {
  kind: 'host',
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  devPort: devPort('shell'),
  routes: SHELL_ROUTE_TABLE,
} as const;

export default (_env: unknown, argv?: { mode?: string }) => createAppConfigs(description, modeFromArgv(argv));
