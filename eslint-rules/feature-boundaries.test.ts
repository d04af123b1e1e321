import path from 'node:path';
import { RuleTester } from 'eslint';
import features from './feature-boundaries.js';

const at = (file: string) => path.join(process.cwd(), file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const RUN_HOOK = 'mf-quiz/src/features/quiz-run/hooks/use-finish-run.ts';

tester.run('feature-boundaries', features.rules['feature-boundaries'], {
  valid: [
    // Inside one feature, and out to the area's shared folders.
    { filename: at(RUN_HOOK), code: "import { x } from '../components/RunView.tsx';" },
    { filename: at(RUN_HOOK), code: "import { quizPaths } from '../../../lib/paths.ts';" },
    // Another feature through its front door, named or as a folder.
    { filename: at(RUN_HOOK), code: "import { LostPick } from '../../quiz-result/index.ts';" },
    { filename: at(RUN_HOOK), code: "import { x } from '../../quiz-result';" },
    // A page may use a feature's inside: pages compose features.
    {
      filename: at('mf-quiz/src/pages/QuizRun.tsx'),
      code: "import { RunView } from '../features/quiz-run/components/RunView.tsx';",
    },
  ],
  invalid: [
    {
      filename: at(RUN_HOOK),
      code: "import { LostPick } from '../../quiz-result/components/LostPicksNotice.tsx';",
      errors: [{ messageId: 'inside' }],
    },
    {
      filename: at('mf-blog/src/features/article/ArticleView.tsx'),
      code: "export { Button } from '../favorite/components/ArticleFavoriteButton.tsx';",
      errors: [{ messageId: 'inside' }],
    },
    {
      filename: at('mf-learn/src/features/course/components/CourseHero.tsx'),
      code: "const lazy = import('../../favorite/hooks/use-favorite.ts');",
      errors: [{ messageId: 'inside' }],
    },
  ],
});

const ROOMS = [{ rooms: ['shell/src/remotes'] }];

tester.run('feature-boundaries, rooms', features.rules['feature-boundaries'], {
  valid: [
    // The room's front door, from outside it.
    {
      filename: at('shell/src/site-map/RoutePage.tsx'),
      code: "import { x } from '../remotes/index.ts';",
      options: ROOMS,
    },
    // Inside the room, anything of it.
    { filename: at('shell/src/remotes/start-remotes.ts'), code: "import { x } from './registry.ts';", options: ROOMS },
    {
      filename: at('shell/src/remotes/monolith/registry.ts'),
      code: "import { x } from '../registry.ts';",
      options: ROOMS,
    },
  ],
  invalid: [
    {
      filename: at('shell/src/site-map/RoutePage.tsx'),
      code: "import { PageLoading } from '../remotes/PageLoading.tsx';",
      options: ROOMS,
      errors: [{ messageId: 'room' }],
    },
    {
      filename: at('shell/src/bootstrap.tsx'),
      code: "const runtime = import('./remotes/federation.ts');",
      options: ROOMS,
      errors: [{ messageId: 'room' }],
    },
  ],
});
