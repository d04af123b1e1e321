import { Link } from '@shared/ui';
import styled from 'styled-components';

/** A link that looks like the primary button: the way into a course. */
export const StartLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  align-self: flex-start;
  min-block-size: 48px;
  padding-inline: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;
