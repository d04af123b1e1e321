import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from './index.ts';

/**
 * What each version of the shared schema library offers. Areas are built against a version and run against
 * the shell's: a name added without a new version would pass promote's range check and be `undefined` in
 * an area on an older shell. So adding a name means a new minor version here and in package.json.
 */
const NAMES_BY_VERSION: Record<string, string[]> = {
  '1.0.0': [
    '_default',
    'array',
    'boolean',
    'coerce',
    'config',
    'discriminatedUnion',
    'enum',
    'extend',
    'gte',
    'int',
    'literal',
    'looseObject',
    'lte',
    'maxLength',
    'minLength',
    'NEVER',
    'nonnegative',
    'nullable',
    'nullish',
    'number',
    'object',
    'optional',
    'partialRecord',
    'pick',
    'pipe',
    'positive',
    'record',
    'refine',
    'regex',
    'string',
    'superRefine',
    'transform',
    'trim',
    'union',
    'unknown',
    'url',
  ],
};

it('offers exactly the names of its version: a new name comes with a new version', () => {
  const { version } = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  expect(Object.keys(z).sort()).toEqual([...(NAMES_BY_VERSION[version] ?? [])].sort());
});
