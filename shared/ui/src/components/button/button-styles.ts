import { css, type DefaultTheme } from 'styled-components';

/** The look of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** The height of a button; md is the 44 px touch target. */
export type ButtonSize = 'sm' | 'md';

function tint(color: string, percent: number) {
  return `color-mix(in srgb, ${color} ${percent}%, transparent)`;
}

const variantStyles: Record<ButtonVariant, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  primary: (theme) => css`
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    &:hover:not([aria-disabled='true'], :disabled) {
      background: ${theme.colors.primaryHover};
    }
  `,
  secondary: (theme) => css`
    background: ${theme.colors.surface};
    color: ${theme.colors.primary};
    border-color: ${theme.colors.border};
    &:hover:not([aria-disabled='true'], :disabled) {
      background: ${tint(theme.colors.primary, 8)};
    }
  `,
  ghost: (theme) => css`
    background: transparent;
    color: ${theme.colors.primary};
    &:hover:not([aria-disabled='true'], :disabled) {
      background: ${tint(theme.colors.primary, 10)};
    }
  `,
  danger: (theme) => css`
    background: ${theme.colors.danger};
    color: ${theme.colors.onDanger};
    &:hover:not([aria-disabled='true'], :disabled) {
      filter: brightness(0.92);
    }
  `,
};

/** Colours, border and motion shared by Button and IconButton. */
export const buttonBase = css<{ $variant: ButtonVariant }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  border: 1px solid transparent;
  font-family: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1.4;
  cursor: pointer;
  text-decoration: none;
  transition:
    background-color ${({ theme }) => theme.motion.fast} ease,
    filter ${({ theme }) => theme.motion.fast} ease;
  ${({ theme, $variant }) => variantStyles[$variant](theme)}

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** Height, padding and text size of a button of each size (Button and ButtonLink). */
export const buttonSize = css<{ $size: ButtonSize }>`
  border-radius: ${({ theme }) => theme.radius.md};
  ${({ theme, $size }) =>
    $size === 'sm'
      ? css`
          min-block-size: 36px;
          padding-inline: ${theme.space(3)};
          font-size: ${theme.font.size.sm};
        `
      : css`
          min-block-size: 44px;
          padding-inline: ${theme.space(5)};
          font-size: ${theme.font.size.md};
        `}
`;
