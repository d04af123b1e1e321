import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, modeFromArgv } from '../rspack.base.ts';

/** The dehkhoda area: the pages it exposes are the ones the shell's site map names. */
export const description = {
  kind: 'remote',
  area: 'dehkhoda',
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  devPort: 3003,
  exposes: {
    './Search': './src/pages/Search.tsx',
    './Entry': './src/pages/Entry.tsx',
    './Stats': './src/pages/Stats.tsx',
    './Letter': './src/pages/Letter.tsx',
  },
} as const;

export default (_env: unknown, argv?: { mode?: string }) => createAppConfig(description, modeFromArgv(argv));
