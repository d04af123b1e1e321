// The async boundary lets the federation runtime negotiate shared singletons
// (react, react-router, ...) before any of them is evaluated.
// The chunk name lets the build preload this chunk from index.html (rspack-start-preload.ts).
import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx');
