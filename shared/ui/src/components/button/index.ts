export * from './Button.tsx';
export * from './IconButton.tsx';
export type { ButtonSize, ButtonVariant } from './button-styles.ts';
