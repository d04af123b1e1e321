import path from 'node:path';
import { RuleTester } from 'eslint';
import platform from './app-boundaries.js';

// The rule reads the repository root from ESLint's cwd, which is where jest runs.
const root = process.cwd();
const at = (file: string) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('app-boundaries', platform.rules['app-boundaries'], {
  valid: [
    { filename: at('mf-quiz/src/pages/QuizRun.tsx'), code: "import { bus } from '@shared/event-bus';" },
    { filename: at('mf-quiz/src/pages/QuizRun.tsx'), code: "import { x } from '../features/run/x.ts';" },
    { filename: at('mf-quiz/src/pages/QuizRun.tsx'), code: "import { useParams } from 'react-router';" },
    { filename: at('shell/src/app/App.tsx'), code: "import { AREAS } from '@shared/registry';" },
    { filename: at('shared/ui/src/index.ts'), code: "import { z } from 'zod';" },
  ],
  invalid: [
    {
      filename: at('mf-quiz/src/pages/QuizRun.tsx'),
      code: "import { App } from '../../../shell/src/app/App.tsx';",
      errors: [{ messageId: 'crossed' }],
    },
    {
      filename: at('mf-quiz/src/pages/QuizRun.tsx'),
      code: "import x from 'mf-learn/src/pages/CourseList.tsx';",
      errors: [{ messageId: 'crossed' }],
    },
    {
      filename: at('mf-blog/src/pages/Article.tsx'),
      code: "const ui = import('../../../shared/ui/src/index.ts');",
      errors: [{ messageId: 'crossed' }],
    },
    {
      filename: at('shared/ui/src/index.ts'),
      code: "export * from '../../../mf-quiz/src/pages/QuizRun.tsx';",
      errors: [{ messageId: 'crossed' }],
    },
    {
      filename: at('shell/src/app/router.tsx'),
      code: "import QuizRun from 'mf-quiz/src/pages/QuizRun.tsx';",
      errors: [{ messageId: 'crossed' }],
    },
  ],
});
