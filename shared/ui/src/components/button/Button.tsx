import type { ComponentPropsWithRef, MouseEvent } from 'react';
import styled from 'styled-components';
import { buttonBase, buttonSize, type ButtonSize, type ButtonVariant } from './button-styles.ts';
import { Spinner } from './Spinner.tsx';

/** Props of {@link Button}: every native button prop plus the look. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** The look; primary by default. */
  variant?: ButtonVariant;
  /** md (44 px, the touch target) by default. */
  size?: ButtonSize;
  /** While true the button shows a spinner, says it is busy and ignores clicks. */
  loading?: boolean;
  /** Stretches the button over the width of its container. */
  fullWidth?: boolean;
}

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  ${buttonBase}
  inline-size: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  ${buttonSize}

  /* Busy is not unavailable: the button keeps its colour while it works. */
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 1;
  }
`;

/* The label stays in place (only transparent) while loading, so the button
   keeps its width and its accessible name. */
const Label = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: inherit;
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
`;

const CenteredSpinner = styled(Spinner)`
  position: absolute;
  inset-block-start: calc(50% - 0.55em);
  inset-inline-start: calc(50% - 0.55em);
`;

/**
 * The site's button. Defaults to type="button" so that a button inside a form
 * never submits it by accident; pass type="submit" for the form's action.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    // A second press while the first is still running would send the request
    // (or submit the form) twice.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      <Label $hidden={loading}>{children}</Label>
      {loading && <CenteredSpinner />}
    </StyledButton>
  );
}
