import { formatNumber, formatPercent } from '@shared/ui';
import { useId } from 'react';
import styled, { useTheme } from 'styled-components';
import { useElementWidth } from '../hooks/use-element-width.ts';
import {
  chartGeometry,
  DEFAULT_CHART_WIDTH,
  layoutBars,
  ROW,
  shortLabel,
  type ScoreItem,
} from '../utils/score-bars.ts';

const Frame = styled.div`
  inline-size: 100%;
`;

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
 * to left reader expects. The picture has one accessible name with every
 * figure in it; the same figures are in the tables below for anyone who
 * needs them cell by cell.
 */
export function ScoreBarChart({ items, label }: ScoreBarChartProps) {
  const theme = useTheme();
  const titleId = useId();
  const { ref, width } = useElementWidth<HTMLDivElement>(DEFAULT_CHART_WIDTH);
  const geometry = chartGeometry(width, items.length);
  const bars = layoutBars(items, geometry);
  const summary = bars.map((bar) => `${bar.label}: ${formatPercent(bar.percent / 100)}`).join('، ');
  const barsRight = geometry.width - geometry.labelWidth;
  return (
    <Frame ref={ref}>
      <Svg
        viewBox={`0 0 ${geometry.width} ${geometry.height}`}
        role="img"
        aria-labelledby={titleId}
        direction="rtl"
        data-chart="scores"
      >
        <title id={titleId}>{`${label}. ${summary}`}</title>
        {bars.map((bar) => {
          const middle = bar.y + ROW.height / 2;
          const top = middle - ROW.bar / 2;
          return (
            <g key={`${bar.label}-${bar.y}`} data-percent={Math.round(bar.percent)}>
              <text
                x={geometry.width - 2}
                y={middle}
                dominantBaseline="middle"
                textAnchor="start"
                fill={theme.colors.text}
                fontSize={14}
              >
                {shortLabel(bar.label, geometry.labelChars)}
              </text>
              <rect
                x={barsRight - geometry.track}
                y={top}
                width={geometry.track}
                height={ROW.bar}
                rx={4}
                fill={theme.colors.skeleton}
              />
              <rect
                x={barsRight - bar.length}
                y={top}
                width={bar.length}
                height={ROW.bar}
                rx={4}
                fill={theme.colors.primary}
              />
              <text
                x={geometry.valueWidth - 4}
                y={middle}
                dominantBaseline="middle"
                textAnchor="start"
                fill={theme.colors.textMuted}
                fontSize={13}
              >
                {`${formatNumber(bar.score)} از ${formatNumber(bar.max)}`}
              </text>
            </g>
          );
        })}
      </Svg>
    </Frame>
  );
}
