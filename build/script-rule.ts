/**
 * How every app's TypeScript and JSX is compiled, the same for its browser
 * build and its Node build (build/browser-config.ts, build/node-config.ts).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RuleSetRule } from '@rspack/core';

/** The repository's root: this folder's parent. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * styled-components' SWC plugin gives every styled component an id made from
 * its file and position, so the browser build and the Node build of the same
 * code name its classes alike: server-rendered HTML then hydrates without a
 * mismatch, whichever order the areas' modules load in.
 */
const styledComponentsPlugin = createRequire(import.meta.url).resolve('@swc/plugin-styled-components');

export function scriptRule(mode: 'production' | 'development'): RuleSetRule {
  const development = mode === 'development';
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    type: 'javascript/auto',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: {
          react: { runtime: 'automatic', development, refresh: development },
        },
        experimental: {
          plugins: [[styledComponentsPlugin, { ssr: true, displayName: development, pure: !development }]],
          // The compiled plugin is cached once for every app, not in a .swc/ folder in each.
          cacheRoot: path.join(repoRoot, 'node_modules', '.cache', 'swc'),
        },
      },
    },
  };
}
