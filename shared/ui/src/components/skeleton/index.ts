export * from './Skeleton.tsx';
export * from './SkeletonText.tsx';
