import styled from 'styled-components';

/** Props of {@link ResultRegion}, beside a div's own (`aria-busy` while the list fetches). */
export interface ResultRegionProps {
  /** The previous page is still on screen while the next one loads: it is dimmed. */
  $stale?: boolean;
  /** The space between the list's count, its items and its pages, in theme steps (default 6). */
  $gap?: number;
}

/** The box a paged list loads into: its count, its items and its pages, one below the other. */
export const ResultRegion = styled.div<ResultRegionProps>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 6 }) => theme.space($gap)};
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  transition: opacity ${({ theme }) => theme.motion.normal} ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
