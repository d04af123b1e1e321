import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, modeFromArgv } from '../rspack.base.ts';

/** The quiz area: the pages it exposes are the ones the shell's site map names. */
export const description = {
  kind: 'remote',
  area: 'quiz',
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  devPort: 3002,
  exposes: {
    './QuizList': './src/pages/QuizList.tsx',
    './QuizPage': './src/pages/QuizPage.tsx',
    './QuizStart': './src/pages/QuizStart.tsx',
    './QuizResult': './src/pages/QuizResult.tsx',
    './QuizRun': './src/pages/QuizRun.tsx',
    './RunResult': './src/pages/RunResult.tsx',
    './QuestionBank': './src/pages/QuestionBank.tsx',
    './Question': './src/pages/Question.tsx',
    './ExamLanding': './src/pages/ExamLanding.tsx',
  },
} as const;

export default (_env: unknown, argv?: { mode?: string }) => createAppConfig(description, modeFromArgv(argv));
