import { Link } from '@shared/ui';
import styled, { css } from 'styled-components';

/** The look of a link that acts as a button (a page's main action). */
export const buttonLinkStyle = css<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  background: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.surface : theme.colors.primary)};
  color: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.primary : theme.colors.onPrimary)};

  &:hover {
    text-decoration: none;
    background: ${({ theme, $variant }) =>
      $variant === 'secondary' ? theme.colors.background : theme.colors.primaryHover};
  }
`;

/** A router link drawn as a button. */
export const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonLinkStyle}
`;
