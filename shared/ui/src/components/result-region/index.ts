export * from './ResultRegion.tsx';
