import styled from 'styled-components';

/**
 * The box a list loads into: aria-busy while it fetches, and dimmed while
 * the previous page stays on screen for the next one.
 */
export const ResultRegion = styled.div<{ $stale?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  transition: opacity ${({ theme }) => theme.motion.normal} ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
