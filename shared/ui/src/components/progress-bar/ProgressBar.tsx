import styled from 'styled-components';
import { formatPercent } from '../../format/persian.ts';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** 0 to 100. */
  value: number;
  /** What progresses, for screen readers; «پیشرفت» by default. */
  label?: string;
  className?: string;
}

const Track = styled.div`
  position: relative;
  block-size: 8px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.skeleton};
`;

/* The fill grows from the start edge: the right, on this page. */
const Fill = styled.div<{ $percent: number }>`
  position: absolute;
  inset-block: 0;
  inset-inline-start: 0;
  inline-size: ${({ $percent }) => $percent}%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  transition: inline-size ${({ theme }) => theme.motion.normal} ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** How far something has got, e.g. a course or an upload; read as «۴۲٪». */
export function ProgressBar({ value, label = 'پیشرفت', className }: ProgressBarProps) {
  const percent = Math.min(100, Math.max(0, value));
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={formatPercent(percent / 100)}
      className={className}
    >
      <Fill $percent={percent} />
    </Track>
  );
}
