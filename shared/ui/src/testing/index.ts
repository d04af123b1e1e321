export * from './area-test-kit.tsx';
export * from './session.ts';
export * from './test-api.ts';
