// The async boundary lets the federation runtime set up the share scope (the shell's eager singletons,
// then any area's) before the shell's code runs; in development the singletons are not eager and it
// also waits for them to load.
// The chunk name lets the build preload this chunk from index.html (rspack-start-preload.ts).
import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx');
