import { useId } from 'react';
import styled from 'styled-components';
import { formatNumber } from '@shared/ui';
import type { Bar } from '../types/bar.ts';
import { FiguresTable } from './FiguresTable.tsx';

/** Props of {@link BarChart}. */
export interface BarChartProps {
  /** What the chart shows; its caption and the name of the picture. */
  title: string;
  /** A sentence with what the picture says, for those who cannot see it. */
  summary: string;
  bars: readonly Bar[];
  /** The header of the label column in the table of the same figures. */
  labelHeader: string;
  /** Share of the width kept for the labels on the right, in percent. */
  labelWidth?: number;
}

const ROW = 28;
/** Share of the width kept at the far end for the longest bar's number, in percent. */
const VALUE_WIDTH = 12;

const Figure = styled.figure`
  margin: 0;

  & figcaption {
    margin-block-end: ${({ theme }) => theme.space(2)};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Svg = styled.svg`
  display: block;
  inline-size: 100%;
  overflow: visible;
  font-family: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};

  & rect {
    fill: ${({ theme }) => theme.colors.primary};
  }
  & text {
    fill: ${({ theme }) => theme.colors.text};
  }
  & .value {
    fill: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * A horizontal bar chart in plain SVG, one row per bar, read right to left:
 * the label on the right, the bar growing to the left, its number at its end.
 * Widths are percentages of the chart and rows are fixed in pixels, so the
 * text keeps its size from a phone to a desktop. The picture is one image
 * with a summary; a visually hidden table gives screen readers every figure.
 */
export function BarChart({ title, summary, bars, labelHeader, labelWidth = 10 }: BarChartProps) {
  const titleId = useId();
  const summaryId = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const barSpace = 100 - labelWidth - VALUE_WIDTH;
  const barStart = 100 - labelWidth;
  return (
    <Figure>
      <figcaption id={titleId}>{title}</figcaption>
      {/*
       * Labels are placed by their right end (text-anchor «end») in a left-to-right
       * SVG, so placing them does not hang on how a browser reads text-anchor in
       * right-to-left text. The direction is an attribute, not CSS: the style
       * sheet's RTL plugin would flip a CSS direction.
       */}
      <Svg role="img" aria-labelledby={titleId} aria-describedby={summaryId} height={bars.length * ROW} direction="ltr">
        <desc id={summaryId}>{summary}</desc>
        {bars.map((bar, index) => {
          const length = (bar.value / max) * barSpace;
          const y = index * ROW;
          return (
            <g key={bar.label}>
              <title>{`${bar.label}: ${formatNumber(bar.value)}`}</title>
              <text x="100%" dx="-4" y={y + ROW / 2} dominantBaseline="central" textAnchor="end">
                {bar.label}
              </text>
              <rect x={`${barStart - length}%`} y={y + 5} width={`${length}%`} height={ROW - 10} rx="3" />
              <text
                className="value"
                x={`${barStart - length}%`}
                dx="-6"
                y={y + ROW / 2}
                dominantBaseline="central"
                textAnchor="end"
              >
                {formatNumber(bar.value)}
              </text>
            </g>
          );
        })}
      </Svg>
      <FiguresTable caption={title} labelHeader={labelHeader} rows={bars} />
    </Figure>
  );
}
