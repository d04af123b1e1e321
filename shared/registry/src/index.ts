export * from './areas.ts';
export * from './area-routes.ts';
export * from './remotes-document.ts';
export * from './load-failure-report.ts';
export * from './shared-modules.ts';
export * from './page-head.ts';
export * from './malformed-path.ts';
export * from './vitals-report.ts';
