import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import platform from './eslint-rules/app-boundaries.js';
import features from './eslint-rules/feature-boundaries.js';

/** One flat config for every workspace. */
const ROUTER_MESSAGE = 'Import the router from @shared/router (one shared instance).';
const SCHEMA_MESSAGE = 'Import zod from @shared/schema (one shared instance, configured once).';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'dist-monolith/**',
      '**/node_modules/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      '.scratch/**',
      // e2e/dev-loop.spec.ts's copy of an area, removed when it ends.
      '.scratch-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['shell/src/**', 'mf-*/src/**', 'shared/*/src/**'],
    plugins: { platform },
    rules: { 'platform/app-boundaries': 'error' },
  },
  {
    files: ['shell/src/**', 'mf-*/src/**'],
    plugins: { features },
    // The shell's loader of areas is a room the rest of the shell enters by its index.ts alone.
    rules: { 'features/feature-boundaries': ['error', { rooms: ['shell/src/remotes'] }] },
  },
  {
    // The router and zod are federated singletons shared as narrowed modules: a direct import of react-router
    // would put a second router (and location context) on the page, one of zod a second copy of it.
    files: ['shell/**', 'mf-*/**', 'shared/**'],
    ignores: ['shared/router/**', 'shared/schema/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: ROUTER_MESSAGE },
            { name: 'zod', message: SCHEMA_MESSAGE },
          ],
          patterns: [
            { group: ['react-router/*'], message: ROUTER_MESSAGE },
            { group: ['zod/*'], message: SCHEMA_MESSAGE },
          ],
        },
      ],
    },
  },
  {
    // Tools and servers talk to a terminal.
    files: ['build/**', 'scripts/**', 'server/**', 'dev-api/**', 'e2e/**', 'eslint-rules/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // CommonJS files exist where a tool requires them (jest's environments).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'jest/**'],
    languageOptions: { globals: globals.jest },
  },
);
