export * from './Breadcrumb.tsx';
