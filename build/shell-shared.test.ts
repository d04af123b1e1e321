import { readFileSync } from 'node:fs';
import path from 'node:path';
import { providedModules, providedSharedSource, sharedModulesJson } from './shell-shared.ts';

const shellDir = path.resolve(__dirname, '..', 'shell');
const { dependencies } = JSON.parse(readFileSync(path.join(shellDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

describe('the singletons the shell provides without the federation build plugin', () => {
  it("lists every singleton with the installed version and the shell's range, and JSX's runtime of the react/ prefix", () => {
    const modules = providedModules(shellDir, dependencies, 'production');
    const react = modules.find((module) => module.key === 'react');
    expect(react).toEqual({
      key: 'react',
      version: expect.stringMatching(/^19\./),
      requiredVersion: dependencies.react,
    });
    expect(modules.map((module) => module.key)).toEqual(
      expect.arrayContaining(['react/jsx-runtime', 'react-dom', '@shared/router', '@shared/schema', 'ky']),
    );
    // A prefix is not a module: only the sub-paths areas import (none of react-dom's, the shell owns the root).
    expect(modules.some((module) => module.key.startsWith('react-dom/'))).toBe(false);
    expect(modules.some((module) => module.key.endsWith('/'))).toBe(false);
  });

  it("hands an area's dev server React's development JSX runtime in development, and the production stand-in in production", () => {
    const devRuntime = (mode: 'production' | 'development') =>
      providedModules(shellDir, dependencies, mode).find((module) => module.key === 'react/jsx-dev-runtime');
    expect(devRuntime('development')?.source).toBeUndefined();
    expect(devRuntime('production')?.source).toBe(path.join(shellDir, 'src', 'remotes', 'jsx-dev-runtime-stand-in.ts'));
    const source = providedSharedSource([devRuntime('production')!]);
    expect(source).toContain(`import * as shared0 from ${JSON.stringify(devRuntime('production')!.source)};`);
    expect(source).toContain('"react/jsx-dev-runtime": { version: "19.');
  });

  it('refuses a shell that does not list a singleton in its dependencies', () => {
    const withoutReact = Object.fromEntries(Object.entries(dependencies).filter(([name]) => name !== 'react'));
    expect(() => providedModules(shellDir, withoutReact, 'production')).toThrow(/"react" is a shared singleton/);
  });

  it("generates a module handing each singleton's ESM namespace to the runtime, with its version and range", () => {
    const source = providedSharedSource([{ key: 'react', version: '19.3.1', requiredVersion: '^19.3.1' }]);
    expect(source).toContain('import * as shared0 from "react";');
    expect(source).toContain(
      '"react": { version: "19.3.1", shareConfig: { singleton: true, requiredVersion: "^19.3.1" }, lib: () => shared0 },',
    );
    expect(source).not.toContain('require(');
  });

  it("writes the list for promote's checks in the shape of a federation manifest's shared list", () => {
    const json = JSON.parse(sharedModulesJson([{ key: 'jotai', version: '2.20.3', requiredVersion: '^2.20.3' }]));
    expect(json).toEqual({
      name: 'shell',
      shared: [{ name: 'jotai', version: '2.20.3', requiredVersion: '^2.20.3', singleton: true }],
    });
  });
});
