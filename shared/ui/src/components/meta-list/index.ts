export * from './MetaList.tsx';
