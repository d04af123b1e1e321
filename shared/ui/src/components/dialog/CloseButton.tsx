import styled from 'styled-components';

/** Props of {@link CloseButton}. */
export interface CloseButtonProps {
  onClick: () => void;
  /** The accessible name; «بستن» unless the context needs a more specific one. */
  label?: string;
  className?: string;
}

const Button = styled.button`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  inline-size: 40px;
  block-size: 40px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: color-mix(in srgb, currentColor 12%, transparent);
  }
`;

/**
 * The round «×» button that closes dialogs, drawers and snackbars. It takes
 * the colour of its surroundings so it reads on any surface.
 */
export function CloseButton({ onClick, label = 'بستن', className }: CloseButtonProps) {
  return (
    <Button type="button" aria-label={label} onClick={onClick} className={className}>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
      </svg>
    </Button>
  );
}
