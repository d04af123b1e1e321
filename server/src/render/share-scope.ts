import { builtinModules, createRequire } from 'node:module';
import type createDOMPurify from 'dompurify';
import type { JSDOM } from 'jsdom';
import { packageOf, SHARED_PACKAGES } from './installed-versions.ts';

/**
 * What the site server hands a Node build for the modules left out of it
 * (build/node-config.ts): the federation's singletons and React's server
 * renderer, one copy for the shell and every area, as the share scope does
 * in the browser. They are required the CommonJS way throughout, so the
 * shell's build and the areas' builds meet the very same instances.
 */
const serverRequire = createRequire(import.meta.url);

/**
 * A DOMPurify on a DOM of its own. jsdom is required here, when a build first asks for DOMPurify, not
 * when this file loads: loading it costs about half a second, which every ops command paid for nothing.
 * The site server pays it as it starts, when it loads the served releases' builds (page-renderer.ts, warmUp).
 */
function newPurifier(): ReturnType<typeof createDOMPurify> {
  const purify = serverRequire('dompurify') as typeof createDOMPurify;
  const { JSDOM: Dom } = serverRequire('jsdom') as { JSDOM: typeof JSDOM };
  return purify(new Dom('').window as unknown as Window & typeof globalThis);
}

/** Whether a request names a module the server shares (a package above, or one of its sub-paths). */
function isShared(request: string): boolean {
  return SHARED_PACKAGES.includes(packageOf(request));
}

/**
 * A `require` for one loaded Node build: shared modules from the server,
 * Node's own modules, and a DOMPurify of the build's own (its hooks stay
 * with the release that added them) on a DOM made for it. Anything else
 * must be inside the build; asking for it is the build's error.
 */
export function createBuildRequire(buildName: string): NodeJS.Require {
  let purifier: ReturnType<typeof createDOMPurify> | undefined;
  const requireForBuild = (request: string): unknown => {
    if (request === 'dompurify') {
      purifier ??= newPurifier();
      return purifier;
    }
    if (isShared(request)) return serverRequire(request);
    const bare = request.replace(/^node:/, '');
    if (builtinModules.includes(bare)) return serverRequire(`node:${bare}`);
    throw new Error(`${buildName} asks for "${request}", which is neither in its build nor shared by the server.`);
  };
  return Object.assign(requireForBuild, serverRequire) as NodeJS.Require;
}
