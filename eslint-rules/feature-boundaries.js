/**
 * Features inside an area as a lint rule: a feature (`<app>/src/features/<name>/`) is used by the rest of
 * its area through its front door, `features/<name>/index.ts`, which names what it offers. Pages and the
 * area's shared folders may reach into a feature; another feature may not reach past that door, so a
 * feature's inside can change without breaking its neighbours, and what one feature needs of another is
 * written down in one place.
 *
 * A room (option `rooms`, folders relative to the working directory, such as the shell's loader
 * `shell/src/remotes`) is kept the same way from everything outside it: only its `index.ts` may be imported.
 */
import path from 'node:path';

/** The feature a file lies in, as `{ dir, name }`, or undefined outside any feature. */
function featureOf(file) {
  const parts = file.split(path.sep);
  const at = parts.lastIndexOf('features');
  if (at < 1 || parts[at - 1] !== 'src' || !parts[at + 1] || at + 2 >= parts.length) return undefined;
  return { dir: parts.slice(0, at + 2).join(path.sep), name: parts[at + 1] };
}

/** Whether `target` (a resolved import, with or without its extension) is a feature's front door. */
function isFrontDoor(target, featureDir) {
  const rest = path.relative(featureDir, target);
  return rest === 'index' || rest === 'index.ts' || rest === 'index.tsx' || rest === '';
}

/** @type {import('eslint').Rule.RuleModule} */
const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature uses another feature only through its index.ts' },
    schema: [
      {
        type: 'object',
        properties: { rooms: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      inside:
        '"{{specifier}}" reaches inside the feature «{{target}}»: import what it offers from its index.ts, which ' +
        'names what other features may use.',
      room: '"{{specifier}}" reaches inside {{target}}: import what it offers from its index.ts.',
    },
  },
  create(context) {
    const own = featureOf(context.filename);
    const rooms = (context.options[0]?.rooms ?? []).map((room) => path.resolve(context.cwd, room));
    const roomOf = (file) => rooms.find((room) => file.startsWith(room + path.sep));
    const ownRoom = roomOf(context.filename);

    /** A room's inside, reached from outside it. */
    function checkRoom(node, specifier, target) {
      const room = roomOf(path.join(target, 'x'));
      if (!room || room === ownRoom || isFrontDoor(target, room)) return;
      const data = { specifier, target: path.relative(context.cwd, room) };
      context.report({ node: node.source, messageId: 'room', data });
    }

    function check(node) {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), specifier);
      checkRoom(node, specifier, target);
      if (!own) return;
      const other = featureOf(path.join(target, 'x'));
      if (!other || other.dir === own.dir || !target.startsWith(path.dirname(own.dir) + path.sep)) return;
      if (isFrontDoor(target, other.dir)) return;
      context.report({ node: node.source, messageId: 'inside', data: { specifier, target: other.name } });
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
