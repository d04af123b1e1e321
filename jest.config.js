import os from 'node:os';

/**
 * Unit and component tests sit next to the code (`thing.test.ts`). Browser
 * code runs in jsdom; the servers and tools run in node.
 */
const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

const common = {
  transform,
  // A few dependencies ship ES modules only; they are compiled like our code.
  // The pattern looks at the innermost node_modules folder of a path.
  transformIgnorePatterns: ['/node_modules/(?!(ky|cookie)/)(?!.*/node_modules/)'],
  moduleNameMapper: { '\\.(css|woff2?|png|jpe?g|webp|svg|mp4)$': '<rootDir>/jest/file-stub.cjs' },
};

export default {
  // Jest's default leaves one core free; on this two-core machine that is one worker. Two workers ran
  // the suite in 45 s instead of 78 s (2026-11-25), and CI waits for nothing else meanwhile. A third
  // gains nothing: 406 files took 243.7 s with three and 247.5 s with two (2026-11-28).
  maxWorkers: os.availableParallelism(),
  // One temp folder per run, removed at its end: no test leaves folders in /tmp.
  globalSetup: '<rootDir>/jest/temp-root-setup.cjs',
  globalTeardown: '<rootDir>/jest/temp-root-teardown.cjs',
  projects: [
    {
      ...common,
      displayName: 'browser',
      testEnvironment: '<rootDir>/jest/jsdom-with-fetch.cjs',
      setupFilesAfterEnv: ['<rootDir>/jest/setup-dom.ts'],
      testMatch: ['<rootDir>/{shell,mf-*,shared/*}/src/**/*.test.{ts,tsx}'],
    },
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{server,dev-api,scripts,build,eslint-rules}/**/*.test.ts'],
    },
  ],
};
