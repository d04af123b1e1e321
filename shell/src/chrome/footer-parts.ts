import styled from 'styled-components';
import { media } from '@shared/ui';

/** The footer band. */
export const FooterBar = styled.footer`
  margin-block-start: ${({ theme }) => theme.space(12)};
  padding-block: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin-block: 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** The footer's content width. */
export const FooterInner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  max-inline-size: 80rem;
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space(4)};
`;

/** Brand, the two menus and the contacts side by side on wide screens. */
export const FooterColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: 1fr;

  ${media.up('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.up('md')} {
    grid-template-columns: 2fr 1fr 1fr 1.5fr;
  }
`;

/** The logo, the institute in one sentence and the social links. */
export const FooterBrand = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(3)};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The copyright line. */
export const Copyright = styled.p`
  margin: 0;
  padding-block-start: ${({ theme }) => theme.space(4)};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

/** The placeholder columns while global data loads. */
export const FooterSkeletonGrid = styled(FooterColumns)`
  & > div {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
`;
