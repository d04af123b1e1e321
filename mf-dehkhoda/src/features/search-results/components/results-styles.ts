import styled from 'styled-components';
import { listReset } from '@shared/ui';

export const ResultsSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  transition: opacity ${({ theme }) => theme.motion.normal} ease;

  /* Another page or order is on its way: the current one stays, dimmed. */
  &[aria-busy='true'] {
    opacity: 0.6;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const ResultsHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

export const ResultsTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const HitList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  ${listReset}
`;

export const Hit = styled.article`
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

export const HitTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1.6;
`;

export const HitMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(1)} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const HitExcerpt = styled.p`
  margin: 0;
`;
