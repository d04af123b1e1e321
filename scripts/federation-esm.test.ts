import path from 'node:path';
import { esModuleTwin, federationRuntimeAlias } from '../rspack-federation-esm.ts';

const repoRoot = path.resolve(__dirname, '..');

describe("the remotes' federation runtime as ES modules", () => {
  it('finds the ES-module twin of each federation package the remote entry pulls in', () => {
    // What Node's require finds, which is what Rspack's federation plugin starts from.
    const bundlerRuntime = require.resolve('@module-federation/webpack-bundler-runtime');
    expect(bundlerRuntime).toMatch(/dist[\\/]index\.cjs$/);
    expect(esModuleTwin(bundlerRuntime)).toMatch(/webpack-bundler-runtime[\\/]dist[\\/]index\.js$/);
    // The error codes name their ES modules .mjs.
    expect(esModuleTwin(require.resolve('@module-federation/error-codes'))).toMatch(
      /error-codes[\\/]dist[\\/]index\.mjs$/,
    );
  });

  it('leaves a file without a twin alone', () => {
    expect(esModuleTwin('/nowhere/@module-federation/sdk/dist/gone.cjs')).toBeUndefined();
  });

  it('aliases the runtime the federation plugin would use to its ES modules', () => {
    expect(federationRuntimeAlias(repoRoot)).toEqual({
      '@module-federation/runtime': expect.stringMatching(/@module-federation[\\/]runtime[\\/]dist[\\/]index\.js$/),
    });
  });
});
