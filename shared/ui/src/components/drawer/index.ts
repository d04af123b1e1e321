export * from './Drawer.tsx';
export * from './drawer-constants.ts';
