import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { buttonBase, type ButtonVariant } from './button-styles.ts';

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> {
  /** What the button does, in Persian («بستن»); read by screen readers since the icon says nothing. */
  label: string;
  /** The icon (decorative; hide it from assistive technology). */
  children: ReactNode;
  /** The look; ghost by default. */
  variant?: ButtonVariant;
}

const StyledIconButton = styled.button<{ $variant: ButtonVariant }>`
  ${buttonBase}
  /* 44 px is the smallest comfortable touch target. */
  inline-size: 44px;
  block-size: 44px;
  padding: 0;
  border-radius: 50%;
  font-size: ${({ theme }) => theme.font.size.lg};
  flex-shrink: 0;

  & svg {
    inline-size: 1.25em;
    block-size: 1.25em;
  }
`;

/** A round button that shows only an icon; its `label` is its accessible name. */
export function IconButton({ label, variant = 'ghost', type = 'button', children, ...rest }: IconButtonProps) {
  return (
    <StyledIconButton type={type} $variant={variant} aria-label={label} {...rest}>
      {children}
    </StyledIconButton>
  );
}
