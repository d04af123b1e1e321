export * from './areas.ts';
export * from './area-pages.ts';
export * from './remotes-document.ts';
export * from './load-failure-report.ts';
