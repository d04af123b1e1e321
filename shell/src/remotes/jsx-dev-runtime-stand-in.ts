/**
 * What the production shell hands an area asking for `react/jsx-dev-runtime`: the same elements through
 * React's production JSX runtime.
 *
 * Only an area's dev server asks for it (its components are compiled for development), and only when a
 * developer loads it into the production site through an override (docs/operations.md, "Overrides for
 * teams"). React's own development JSX runtime cannot run there: it reads development-only internals of
 * the shell's production React (`dispatcher.getOwner`) and the page crashes. The development arguments
 * (source position, `this`) only feed React's development warnings, which a production React has none of.
 */
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';

export { Fragment };

type JsxArguments = Parameters<typeof jsx>;

/** `jsxDEV(type, props, key, isStaticChildren, source, self)`: the last two are for development warnings. */
export function jsxDEV(
  type: JsxArguments[0],
  props: JsxArguments[1],
  key: JsxArguments[2],
  isStaticChildren: boolean,
): ReturnType<typeof jsx> {
  return (isStaticChildren ? jsxs : jsx)(type, props, key);
}
