export * from './theme/tokens.ts';
export * from './theme/breakpoints.ts';
export * from './theme/global-style.ts';
export * from './theme/theme-mode.ts';
export * from './theme/ThemeRoot.tsx';
export * from './format/persian.ts';
export { themeModeAtom, initialThemeMode, type ThemeMode } from '@shared/ui/state';
