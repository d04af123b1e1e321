import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { devPort } from '../dev-ports.ts';
import { modeFromArgv } from '../build/app-description.ts';
import { createAppConfigs } from '../build/app-configs.ts';
import { routes } from './src/routes.ts';

/** The quiz area: it exposes its route module and the pages the routes name (src/routes.ts). */
export const description = {
  kind: 'remote',
  area: 'quiz',
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  devPort: devPort('quiz'),
  routes,
} as const;

export default (_env: unknown, argv?: { mode?: string }) => createAppConfigs(description, modeFromArgv(argv));
