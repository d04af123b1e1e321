export * from './access-token.ts';
export * from './http.ts';
export * from './utils.ts';
