export * from './TopProgressBar.tsx';
export * from './ProgressBar.tsx';
