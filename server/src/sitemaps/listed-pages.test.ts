import type { RegistryFile } from '../registry/registry-file.ts';
import { FAKE_SHELL_ROUTES } from '../registry/release-fixtures.ts';
import { listedPages } from './listed-pages.ts';

const release = (version: string, paths: [string, Partial<{ sitemap: boolean; guard: 'auth' }>][]) => ({
  version,
  entry: `/releases/quiz/${version}/mf-manifest.json`,
  routes: {
    prefixes: ['/quiz'],
    links: [],
    routes: paths.map(([path, extra]) => ({
      path,
      page: 'Page',
      layout: 'default' as const,
      title: 'آزمون',
      ...extra,
    })),
  },
});

describe('listedPages', () => {
  it('lists the fixed public pages the shell and each current release mark for the sitemap, nothing else', () => {
    const registry: RegistryFile = {
      revision: 2,
      history: [],
      areas: {
        quiz: {
          current: release('1.1.0', [
            ['/quiz', { sitemap: true }],
            ['/quiz/:slug', { sitemap: true }],
            ['/quiz/mine', { sitemap: true, guard: 'auth' }],
            ['/quiz/search', {}],
          ]),
          past: [release('1.0.0', [['/quiz/old', { sitemap: true }]])],
          changedAt: '',
          changedBy: '',
        },
      },
    };
    expect(listedPages(registry, FAKE_SHELL_ROUTES)).toEqual(['/', '/quiz']);
  });
});
