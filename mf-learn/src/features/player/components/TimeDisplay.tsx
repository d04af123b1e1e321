import styled from 'styled-components';
import { formatPosition } from '../../../lib/format.ts';
import { useMediaClock } from '../hooks/use-media-clock.ts';

const Time = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.3em;
  padding-inline: ${({ theme }) => theme.space(2)};
  color: #fff;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

/**
 * The position and the length in Persian digits, «۰:۰۹ / ۰:۲۴», read right
 * to left: the position first (on the right), each clock kept whole as a
 * left-to-right run. The position counts whole seconds passed, as players do.
 */
export function TimeDisplay({ video, fallbackDuration }: { video: HTMLVideoElement | null; fallbackDuration: number }) {
  const { current, duration } = useMediaClock(video, fallbackDuration);
  const now = formatPosition(Math.floor(current));
  const total = formatPosition(duration);
  return (
    <Time dir="rtl" role="timer" aria-label={`زمان پخش: ${now} از ${total}`}>
      <bdi dir="ltr">{now}</bdi>
      <span aria-hidden="true">/</span>
      <bdi dir="ltr">{total}</bdi>
    </Time>
  );
}
