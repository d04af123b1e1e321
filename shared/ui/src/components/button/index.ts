export * from './Button.tsx';
export * from './IconButton.tsx';
export * from './ButtonLink.tsx';
export type { ButtonSize, ButtonVariant } from './button-styles.ts';
