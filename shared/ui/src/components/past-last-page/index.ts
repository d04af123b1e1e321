export * from './PastLastPage.tsx';
