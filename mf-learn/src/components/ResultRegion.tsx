import styled from 'styled-components';

/** A list's area: dimmed while the next page replaces the shown one. */
export const ResultRegion = styled.div<{ $stale?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  transition: opacity ${({ theme }) => theme.motion.normal} ease;
`;
