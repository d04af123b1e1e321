/**
 * The files of a build folder, as the build writes them and the site server,
 * the ops tools and the shell read them: one spelling for both sides.
 *
 * An area's release folder (`/releases/<area>/<version>/`): the federation
 * manifest, the remote entry it names, the route table, the release's chunks,
 * and its Node build under `server/`. The shell's build folder also holds the
 * singletons it provides and its on-demand chunk groups.
 */

/** The federation manifest: what a release exposes and shares, and its entry. */
export const MANIFEST_FILE = 'mf-manifest.json';
/** The remote entry, next to the manifest: the first script of an area a browser runs. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
/** The route table every release (and the shell's build) carries. */
export const ROUTES_FILE = 'routes.json';
/** The folder of a build holding its Node build; never served to browsers. */
export const NODE_BUILD_DIR = 'server';
/** The Node build's one file, inside {@link NODE_BUILD_DIR}. */
export const NODE_BUILD_BUNDLE = 'render.js';
/** What the Node build was made against (the shared modules and their ranges), beside it. */
export const NODE_BUILD_MANIFEST = 'server-manifest.json';
/** The shell's: the singletons it provides, in the shape of a federation manifest's `shared` list. */
export const SHARED_MODULES_FILE = 'shared-modules.json';
/** The shell's: the files of its on-demand chunk groups (the federation runtime). */
export const CHUNK_GROUPS_FILE = 'chunk-groups.json';
