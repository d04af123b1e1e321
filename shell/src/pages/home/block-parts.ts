import styled from 'styled-components';
import { Link } from '@shared/ui';

/** One block of the home page, with space around it. */
export const BlockSection = styled.section`
  margin-block: ${({ theme }) => theme.space(10)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/** A block's heading row: the title and its «more» link at the inline end. */
export const BlockHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

/** A link that looks like the primary button (a call to go somewhere, not to do something). */
export const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;
