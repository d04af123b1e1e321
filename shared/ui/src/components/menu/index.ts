export * from './Menu.tsx';
export * from './menu-types.ts';
export * from './menu-delays.ts';
