import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_TEXTS_STAND_IN, esModuleTwin, federationRuntimeAlias } from './federation-esm.ts';

const repoRoot = path.resolve(__dirname, '..', '..');

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

describe("the remote entry's stand-in for the federation error texts", () => {
  /** The names an ES module exports, read from its text (`export const x` and `export { a, b }`). */
  const exportedNames = (file: string) => {
    const text = readFileSync(file, 'utf8');
    const declared = [...text.matchAll(/^export const (\w+)/gm)].map((match) => match[1]!);
    const listed = [...text.matchAll(/^export \{([^}]*)\}/gm)].flatMap((match) =>
      match[1]!.split(',').map((name) => name.trim()),
    );
    return [...declared, ...listed].sort();
  };

  it('exports every name the package its texts come from exports, so no import of them breaks', () => {
    const texts = path.join(path.dirname(require.resolve('@module-federation/error-codes')), 'desc.mjs');
    expect(exportedNames(texts)).toEqual(['buildDescMap', 'errorDescMap', 'runtimeDescMap', 'typeDescMap']);
    expect(exportedNames(path.join(repoRoot, ERROR_TEXTS_STAND_IN))).toEqual(exportedNames(texts));
  });
});
