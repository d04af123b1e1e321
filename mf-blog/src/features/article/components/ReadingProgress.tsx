import { formatPercent } from '@shared/ui';
import { useEffect, useState, type RefObject } from 'react';
import styled from 'styled-components';

const Bar = styled.div`
  position: fixed;
  inset-block-start: 0;
  inset-inline: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  block-size: 4px;
  background: transparent;
  pointer-events: none;

  & > span {
    display: block;
    block-size: 100%;
    background: ${({ theme }) => theme.colors.primary};
    /* The start of a right-to-left line. A percentage, since the RTL plugin would turn «right» into «left». */
    transform-origin: 100% 50%;
  }
`;

/** How much of an element has been scrolled past, 0..1 (all of it once its end is on screen). */
export function readShare(top: number, height: number, viewport: number): number {
  const scrollable = height - viewport;
  if (scrollable <= 0) return top <= 0 ? 1 : 0;
  return Math.min(1, Math.max(0, -top / scrollable));
}

/** A thin bar at the top of the screen: how far through the article the reader is. */
export function ReadingProgress({ target }: { target: RefObject<HTMLElement | null> }) {
  const [share, setShare] = useState(0);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const box = target.current?.getBoundingClientRect();
      if (box) setShare(readShare(box.top, box.height, window.innerHeight));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [target]);
  const percent = Math.round(share * 100);
  return (
    <Bar
      role="progressbar"
      aria-label="پیشرفت خواندن مقاله"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={formatPercent(share)}
    >
      <span style={{ transform: `scaleX(${share})` }} />
    </Bar>
  );
}
