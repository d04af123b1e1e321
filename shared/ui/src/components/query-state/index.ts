export * from './QueryState.tsx';
