export * from './Link.tsx';
export * from './classify-href.ts';
