import styled, { keyframes } from 'styled-components';
import { useDelayedFlag } from './use-delayed-flag.ts';

/** Props of {@link TopProgressBar}. */
export interface TopProgressBarProps {
  /** True while a route or a remote area loads. */
  active: boolean;
  /** How long a load must last before the bar shows; 150 ms by default. */
  delayMs?: number;
}

const slide = keyframes`
  from { inset-inline-start: -40%; }
  to { inset-inline-start: 100%; }
`;

const Track = styled.div`
  position: fixed;
  inset-block-start: 0;
  inset-inline: 0;
  /* Above the sticky header, which it sits on. */
  z-index: ${({ theme }) => theme.zIndex.header + 1};
  block-size: 3px;
  overflow: hidden;
  pointer-events: none;
  background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 20%, transparent);
`;

/* The segment runs from the start edge to the end edge: right to left here,
   thanks to the logical inset. */
const Segment = styled.div`
  position: absolute;
  inset-block: 0;
  inline-size: 40%;
  background: ${({ theme }) => theme.colors.primary};
  animation: ${slide} 1.1s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    /* A still, full bar says "loading" without movement. */
    animation: none;
    inset-inline-start: 0;
    inline-size: 100%;
    opacity: 0.7;
  }
`;

/**
 * The thin bar at the top of the page while a route or a remote area loads.
 * It appears only after a short delay, so quick loads do not flash it.
 */
export function TopProgressBar({ active, delayMs = 150 }: TopProgressBarProps) {
  const shown = useDelayedFlag(active, delayMs);
  if (!shown) return null;
  return (
    <Track role="progressbar" aria-label="در حال بارگذاری">
      <Segment />
    </Track>
  );
}
