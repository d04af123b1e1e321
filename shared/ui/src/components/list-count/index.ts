export * from './ListCount.tsx';
export * from './PastLastPage.tsx';
