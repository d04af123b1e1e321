export * from './ErrorState.tsx';
