export * from './TextField.tsx';
