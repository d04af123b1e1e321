export * from './theme/tokens.ts';
export * from './theme/global-style.ts';
export * from './theme/ThemeRoot.tsx';
