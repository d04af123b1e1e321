import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, modeFromArgv } from '../rspack.base.ts';

/** The blog area: the pages it exposes are the ones the shell's site map names. */
export const description = {
  kind: 'remote',
  area: 'blog',
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  devPort: 3004,
  exposes: {
    './ArticleList': './src/pages/ArticleList.tsx',
    './Article': './src/pages/Article.tsx',
    './Sponsors': './src/pages/Sponsors.tsx',
    './Sponsor': './src/pages/Sponsor.tsx',
  },
} as const;

export default (_env: unknown, argv?: { mode?: string }) => createAppConfig(description, modeFromArgv(argv));
