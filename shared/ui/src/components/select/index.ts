export * from './Select.tsx';
export { SELECT_MENU_MAX_HEIGHT } from './select-styles.ts';
