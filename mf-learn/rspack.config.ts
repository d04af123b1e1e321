import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, modeFromArgv } from '../rspack.base.ts';

/** The learn area: the pages it exposes are the ones the shell's site map names. */
export const description = {
  kind: 'remote',
  area: 'learn',
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  devPort: 3001,
  exposes: {
    './CourseList': './src/pages/CourseList.tsx',
    './CoursePage': './src/pages/CoursePage.tsx',
    './Section': './src/pages/Section.tsx',
    './Content': './src/pages/Content.tsx',
    './MyCourses': './src/pages/MyCourses.tsx',
    './Roadmap': './src/pages/Roadmap.tsx',
    './Grades': './src/pages/Grades.tsx',
    './Teacher': './src/pages/Teacher.tsx',
    './Certificates': './src/pages/Certificates.tsx',
  },
} as const;

export default (_env: unknown, argv?: { mode?: string }) => createAppConfig(description, modeFromArgv(argv));
