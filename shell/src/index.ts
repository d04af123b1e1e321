// The shell's code is one chunk loaded from here, so the build can name it in index.html and the browser
// fetches it with main.js instead of after it (build/plugins/start-preload.ts).
import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx');
