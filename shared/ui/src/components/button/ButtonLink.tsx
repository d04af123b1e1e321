import styled from 'styled-components';
import { Link, type LinkProps } from '../link/Link.tsx';
import { buttonBase, buttonSize, type ButtonSize, type ButtonVariant } from './button-styles.ts';

/** Props of {@link ButtonLink}: every Link prop plus the look of a Button. */
export interface ButtonLinkProps extends LinkProps {
  /** The look; primary by default. */
  variant?: ButtonVariant;
  /** md (44 px, the touch target) by default. */
  size?: ButtonSize;
}

const StyledLink = styled(Link)<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${buttonBase}
  ${buttonSize}
`;

/** A link that looks like the site's Button: for an action that is a navigation (log in, start). */
export function ButtonLink({ variant = 'primary', size = 'md', ...rest }: ButtonLinkProps) {
  return <StyledLink $variant={variant} $size={size} {...rest} />;
}
