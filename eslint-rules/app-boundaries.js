/**
 * The deploy boundaries of the platform as a lint rule.
 *
 * - A remote (mf-*) imports only its own files, `@shared/*` and libraries:
 *   it is deployed alone, so anything it reached in another app would be a
 *   copy frozen at build time, or missing at runtime.
 * - A shared package (shared/*) imports no app: apps build on shared code,
 *   never the other way round, or every app would depend on every other.
 * - The shell never imports a remote: areas arrive at runtime through the
 *   registry, so that ops can swap them without rebuilding the shell.
 */
import path from 'node:path';

const APP_PACKAGES = [
  'shell',
  'mf-learn',
  'mf-quiz',
  'mf-dehkhoda',
  'mf-blog',
  'mf-profile',
  'dev-api',
  'server',
  'e2e',
];

/** Which boundary a file lives in: its app folder and the kind of app. */
function boundaryOf(filename, root) {
  const relative = path.relative(root, filename).split(path.sep);
  const [top, second] = relative;
  if (top === 'shared' && second) return { kind: 'shared', dir: path.join(root, top, second) };
  if (top?.startsWith('mf-')) return { kind: 'remote', dir: path.join(root, top) };
  if (top === 'shell') return { kind: 'shell', dir: path.join(root, top) };
  return undefined;
}

function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const WHY = {
  remote: 'a remote is deployed alone and may import only its own files, @shared/* and libraries',
  shared: 'shared packages sit below the apps and may not import any app',
  shell: 'the shell loads areas at runtime through the registry and never imports a remote',
};

/** @type {import('eslint').Rule.RuleModule} */
const appBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep each app inside its deploy boundary' },
    schema: [],
    messages: { crossed: '"{{specifier}}" crosses an app boundary: {{why}}.' },
  },
  create(context) {
    const root = context.cwd;
    const boundary = boundaryOf(context.filename, root);
    if (!boundary) return {};

    function crosses(specifier) {
      if (specifier.startsWith('.')) {
        const target = path.resolve(path.dirname(context.filename), specifier);
        return !target.startsWith(boundary.dir + path.sep);
      }
      const name = packageName(specifier);
      if (boundary.kind === 'shell') return name.startsWith('mf-');
      if (boundary.kind === 'shared' && name === '@shared/registry') return false;
      return APP_PACKAGES.includes(name) || name.startsWith('mf-');
    }

    function check(node) {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !crosses(specifier)) return;
      context.report({ node: node.source, messageId: 'crossed', data: { specifier, why: WHY[boundary.kind] } });
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'app-boundaries': appBoundaries } };
