import type { ReactNode } from 'react';
import styled from 'styled-components';
import { matchRanges } from '../lib/match-ranges.ts';

const Mark = styled.mark`
  background: color-mix(in srgb, ${({ theme }) => theme.colors.warning} 28%, transparent);
  color: inherit;
  border-radius: 2px;
`;

/** Props of {@link Highlight}. */
export interface HighlightProps {
  /** Text from the API, shown as text. */
  text: string;
  /** What the reader searched for; nothing is marked when it is empty. */
  query: string;
}

/**
 * Shows `text` with every match of `query` in a <mark>. The text is split into
 * React text nodes, never set as HTML, so `<img onerror>` in either one is
 * only ever shown as characters.
 */
export function Highlight({ text, query }: HighlightProps) {
  const ranges = matchRanges(text, query);
  if (ranges.length === 0) return <>{text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const { start, end } of ranges) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<Mark key={start}>{text.slice(start, end)}</Mark>);
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
