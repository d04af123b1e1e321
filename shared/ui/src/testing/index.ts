export * from './area-test-kit.tsx';
export * from './session.ts';
export * from './test-api.ts';
export * from './server-render.tsx';
export * from './jsdom-purify.ts';
export * from './server-pages-suite.ts';
export * from './page-queries-suite.ts';
