/**
 * Builds two next releases of the dictionary for e2e/new-page.spec.ts, each
 * from the committed mf-dehkhoda source at the version in its own
 * package.json ($DEHKHODA_APP_DIRS, two folders), into $DIST_DIR:
 * - the first adds one page, /dehkhoda/about, by its route table alone;
 * - the second also claims /articles, the blog's prefix, which promote must refuse.
 * Nothing under mf-dehkhoda/ is changed.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { areaExposes } from '../../build/app-description.ts';
import { createAppConfigs } from '../../build/app-configs.ts';
import { description } from '../../mf-dehkhoda/rspack.config.ts';
import { routes } from './dehkhoda-with-about-routes.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export default () => {
  const [withPage, colliding] = (process.env.DEHKHODA_APP_DIRS ?? '').split(path.delimiter);
  if (!withPage || !colliding || !process.env.DIST_DIR)
    throw new Error('Set DEHKHODA_APP_DIRS (two folders) and DIST_DIR.');
  const exposes = {
    ...Object.fromEntries(
      Object.entries(areaExposes(description)).map(([name, file]) => [name, path.resolve(description.appDir, file)]),
    ),
    './routes': path.join(here, 'dehkhoda-with-about-routes.ts'),
    './About': path.join(here, 'DictionaryAboutPage.tsx'),
  };
  // Four compilers in one build need four names; the container name (mf_dehkhoda) stays.
  return [
    createAppConfigs({ ...description, appDir: withPage, routes, exposes }, 'production'),
    createAppConfigs(
      {
        ...description,
        appDir: colliding,
        routes: { ...routes, prefixes: [...routes.prefixes, '/articles'] },
        exposes,
      },
      'production',
    ),
  ].flatMap((configs, index) =>
    configs.map((config) => ({ ...config, name: `${['with-page', 'colliding'][index]}-${config.name}` })),
  );
};
