export * from './areas.ts';
export * from './remotes-document.ts';
