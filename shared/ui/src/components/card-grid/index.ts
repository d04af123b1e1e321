export * from './CardGrid.tsx';
export * from './CardGridSkeleton.tsx';
