export * from './Tabs.tsx';
