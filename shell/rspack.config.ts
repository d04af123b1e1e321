import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, modeFromArgv } from '../rspack.base.ts';

/** The shell: the only host. It exposes nothing; it loads the areas at runtime. */
export const description = {
  kind: 'host',
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  devPort: 3000,
} as const;

export default (_env: unknown, argv?: { mode?: string }) => createAppConfig(description, modeFromArgv(argv));
