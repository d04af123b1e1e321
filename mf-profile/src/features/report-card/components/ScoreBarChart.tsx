import { formatNumber, formatPercent } from '@shared/ui';
import { useId } from 'react';
import styled, { useTheme } from 'styled-components';
import { BAR_TRACK, CHART, layoutBars, shortLabel, type ScoreItem } from '../utils/score-bars.ts';

const Svg = styled.svg`
  display: block;
  inline-size: 100%;
  block-size: auto;
  font-family: inherit;
`;

/** Props of {@link ScoreBarChart}. */
export interface ScoreBarChartProps {
  items: readonly ScoreItem[];
  /** What the chart shows, read as the picture's name. */
  label: string;
}

/**
 * Scores as horizontal bars in plain SVG (no chart library: a few rects
 * cost nothing to ship). Bars grow leftwards from their label, as a right
 * to left reader expects. The picture has one accessible name and summary;
 * the same figures are in the table below it for anyone who needs them read out.
 */
export function ScoreBarChart({ items, label }: ScoreBarChartProps) {
  const theme = useTheme();
  const titleId = useId();
  const { bars, height } = layoutBars(items);
  const summary = bars.map((bar) => `${bar.label}: ${formatPercent(bar.percent / 100)}`).join('، ');
  const barsRight = CHART.width - CHART.labelWidth;
  return (
    <Svg
      viewBox={`0 0 ${CHART.width} ${height}`}
      role="img"
      aria-labelledby={titleId}
      direction="rtl"
      data-chart="scores"
    >
      <title id={titleId}>{`${label}. ${summary}`}</title>
      {bars.map((bar) => {
        const middle = bar.y + CHART.rowHeight / 2;
        return (
          <g key={`${bar.label}-${bar.y}`} data-percent={Math.round(bar.percent)}>
            <text
              x={CHART.width - 4}
              y={middle}
              dominantBaseline="middle"
              textAnchor="start"
              fill={theme.colors.text}
              fontSize={15}
            >
              {shortLabel(bar.label)}
            </text>
            <rect
              x={CHART.valueWidth}
              y={middle - CHART.barHeight / 2}
              width={BAR_TRACK}
              height={CHART.barHeight}
              rx={4}
              fill={theme.colors.skeleton}
            />
            <rect
              x={barsRight - bar.length}
              y={middle - CHART.barHeight / 2}
              width={bar.length}
              height={CHART.barHeight}
              rx={4}
              fill={theme.colors.primary}
            />
            <text
              x={CHART.valueWidth - 6}
              y={middle}
              dominantBaseline="middle"
              textAnchor="start"
              fill={theme.colors.textMuted}
              fontSize={14}
            >
              {`${formatNumber(bar.score)} از ${formatNumber(bar.max)}`}
            </text>
          </g>
        );
      })}
    </Svg>
  );
}
