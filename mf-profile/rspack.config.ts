import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, modeFromArgv } from '../rspack.base.ts';

/** The profile area: the pages it exposes are the ones the shell's site map names. */
export const description = {
  kind: 'remote',
  area: 'profile',
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  devPort: 3005,
  exposes: {
    './Dashboard': './src/pages/Dashboard.tsx',
    './Courses': './src/pages/Courses.tsx',
    './EditProfile': './src/pages/EditProfile.tsx',
    './EventArchive': './src/pages/EventArchive.tsx',
    './Favorites': './src/pages/Favorites.tsx',
    './Notifications': './src/pages/Notifications.tsx',
    './ReportCard': './src/pages/ReportCard.tsx',
    './TestArchive': './src/pages/TestArchive.tsx',
    './SharedReportCard': './src/pages/SharedReportCard.tsx',
  },
} as const;

export default (_env: unknown, argv?: { mode?: string }) => createAppConfig(description, modeFromArgv(argv));
