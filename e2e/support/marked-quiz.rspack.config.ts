/**
 * Builds a second release of the quiz area for the ops end-to-end tests:
 * the committed mf-quiz source with a visible change on its list page, at
 * the version in $MARKED_QUIZ_APP_DIR/package.json, into $DIST_DIR. With
 * MARKED_QUIZ_BREAKS_IN_BROWSER=1 the list page also throws once it runs in a browser (the rollout tests'
 * broken release). Nothing under mf-quiz/ is changed.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { areaExposes } from '../../build/app-description.ts';
import { createAppConfigs } from '../../build/app-configs.ts';
import { description } from '../../mf-quiz/rspack.config.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export default () => {
  const appDir = process.env.MARKED_QUIZ_APP_DIR;
  if (!appDir || !process.env.DIST_DIR) throw new Error('Set MARKED_QUIZ_APP_DIR and DIST_DIR.');
  const exposes = Object.fromEntries(
    Object.entries(areaExposes(description)).map(([name, file]) => [name, path.resolve(description.appDir, file)]),
  );
  const breaks = process.env.MARKED_QUIZ_BREAKS_IN_BROWSER === '1';
  exposes['./QuizList'] = path.join(here, breaks ? 'BrowserCrashQuizList.tsx' : 'MarkedQuizList.tsx');
  // The browser build and its Node build: the server renders the marked page too.
  return createAppConfigs({ ...description, appDir, exposes }, 'production');
};
