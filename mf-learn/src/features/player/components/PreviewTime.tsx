import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatPosition } from '../../../lib/format.ts';

/** The attribute media-chrome writes on `<media-time-range>` while the pointer is over it: the time there, in seconds. */
export const PREVIEW_TIME_ATTRIBUTE = 'mediapreviewtime';

const Box = styled.span`
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: rgb(0 0 0 / 0.8);
  color: #fff;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.6;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

/**
 * The time over the timeline where the pointer hovers, in Persian digits
 * («۱:۱۵»). It takes the place of media-chrome's own preview, which writes
 * Latin digits: put it in `<media-time-range>` and it follows the time the
 * range notes in `mediapreviewtime`.
 */
export function PreviewTime() {
  const box = useRef<HTMLSpanElement>(null);
  const [seconds, setSeconds] = useState<number | null>(null);
  useEffect(() => {
    const range = box.current?.parentElement;
    if (!range) return;
    const read = () => {
      const value = Number.parseFloat(range.getAttribute(PREVIEW_TIME_ATTRIBUTE) ?? '');
      setSeconds(Number.isFinite(value) && value >= 0 ? value : null);
    };
    read();
    const watcher = new MutationObserver(read);
    watcher.observe(range, { attributes: true, attributeFilter: [PREVIEW_TIME_ATTRIBUTE] });
    return () => watcher.disconnect();
  }, []);
  return (
    <Box ref={box} slot="preview" dir="ltr" aria-hidden="true">
      {seconds === null ? '' : formatPosition(Math.floor(seconds))}
    </Box>
  );
}
