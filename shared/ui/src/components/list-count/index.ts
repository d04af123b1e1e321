export * from './ListCount.tsx';
