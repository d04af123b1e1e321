import { useId } from 'react';
import styled from 'styled-components';
import { formatNumber } from '../../format/persian.ts';
import { barFraction, charsIn, shortLabel, type ChartBar } from './bar-layout.ts';
import { useElementWidth } from './use-element-width.ts';

/** Props of {@link BarChart}. */
export interface BarChartProps {
  /** The picture's accessible name. */
  label: string;
  /** A sentence with what the picture says, for those who cannot see it. */
  description?: string;
  bars: readonly ChartBar[];
  /** Share of the width kept on the right for the labels, in percent. */
  labelWidth?: number;
  /** Share of the width kept on the left for the figures, in percent. */
  valueWidth?: number;
  /** Draws each bar's full length behind it (scores out of a maximum); the figure then stands past the track. */
  track?: boolean;
}

const ROW = 32;
const BAR = 18;
/** The width drawn before the chart is measured (and in tests). */
const FALLBACK_WIDTH = 600;

const Svg = styled.svg`
  display: block;
  inline-size: 100%;
  overflow: visible;
  font-family: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};

  & .bar {
    fill: ${({ theme }) => theme.colors.primary};
  }
  & .track {
    fill: ${({ theme }) => theme.colors.skeleton};
  }
  & text {
    fill: ${({ theme }) => theme.colors.text};
  }
  & .value {
    fill: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * Each text is a right-to-left paragraph of its own: `direction="rtl"` on the
 * element, anchored by its start (its right end), so «۱۸ از ۲۰» reads «۱۸»,
 * «از», «۲۰» from the right. The direction is an attribute, not CSS: the style
 * sheet's RTL plugin would flip a CSS direction. No bidi control characters
 * (RLI…PDI) go in the text: Chromium lays SVG text out with the isolate
 * taking the first digit's place, which drew «۱۷٫۸۳ از ۲۰» as «۷٫۸۳ از ۱۲۰».
 */
const RTL_TEXT = { direction: 'rtl', textAnchor: 'start' } as const;

/**
 * A horizontal bar chart in plain SVG (no chart library: a few rects cost
 * nothing to ship), one row a bar, read right to left: the label on the
 * right, the bar growing to the left, its figure past its end. Widths are
 * percentages and rows fixed pixels, so the text keeps its size from a phone
 * to a desktop; the measured width only decides how much of a long label fits.
 * Each group carries `data-percent`, the bar's share of its full length.
 */
export function BarChart({ label, description, bars, labelWidth = 10, valueWidth = 12, track = false }: BarChartProps) {
  const titleId = useId();
  const descriptionId = useId();
  const { ref, width } = useElementWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const largest = Math.max(1, ...bars.map((bar) => bar.value));
  const barSpace = 100 - labelWidth - valueWidth;
  const barStart = 100 - labelWidth;
  const labelChars = charsIn((width * labelWidth) / 100 - 4);
  return (
    <div ref={ref}>
      {/*
       * The picture is laid out left to right (x grows to the right) and every
       * text is placed by its right end, as a right-to-left text of its own
       * (RTL_TEXT). The direction is an attribute, not CSS: the style sheet's RTL
       * plugin would flip a CSS direction.
       */}
      <Svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        height={bars.length * ROW}
        direction="ltr"
      >
        <title id={titleId}>{label}</title>
        {description && <desc id={descriptionId}>{description}</desc>}
        {bars.map((bar, index) => {
          const fraction = barFraction(bar.value, bar.max ?? largest);
          const length = fraction * barSpace;
          const y = index * ROW;
          const figure = bar.valueText ?? formatNumber(bar.value);
          // The figure stands past the bar's end, or past the whole track when one is drawn.
          const figureEnd = barStart - (track ? barSpace : length);
          return (
            <g key={`${bar.label}-${index}`} data-percent={Math.round(fraction * 100)}>
              <title>{`${bar.label}: ${figure}`}</title>
              <text className="label" x="100%" dx="-4" y={y + ROW / 2} dominantBaseline="central" {...RTL_TEXT}>
                {shortLabel(bar.label, labelChars)}
              </text>
              {track && (
                <rect
                  className="track"
                  x={`${barStart - barSpace}%`}
                  y={y + (ROW - BAR) / 2}
                  width={`${barSpace}%`}
                  height={BAR}
                  rx="3"
                />
              )}
              <rect
                className="bar"
                x={`${barStart - length}%`}
                y={y + (ROW - BAR) / 2}
                width={`${length}%`}
                height={BAR}
                rx="3"
              />
              <text
                className="value"
                x={`${figureEnd}%`}
                dx="-6"
                y={y + ROW / 2}
                dominantBaseline="central"
                {...RTL_TEXT}
              >
                {figure}
              </text>
            </g>
          );
        })}
      </Svg>
    </div>
  );
}
