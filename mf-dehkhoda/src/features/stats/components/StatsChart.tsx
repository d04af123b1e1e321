import { BarChart } from '@shared/ui';
import styled from 'styled-components';
import type { Bar } from '../types/bar.ts';
import { FiguresTable } from './FiguresTable.tsx';

/** Props of {@link StatsChart}. */
export interface StatsChartProps {
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

const Figure = styled.figure`
  margin: 0;

  & figcaption {
    margin-block-end: ${({ theme }) => theme.space(2)};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** A figure of the statistics page: its caption, the bars, and a hidden table that gives screen readers every figure. */
export function StatsChart({ title, summary, bars, labelHeader, labelWidth }: StatsChartProps) {
  return (
    <Figure>
      <figcaption>{title}</figcaption>
      <BarChart label={title} description={summary} bars={bars} labelWidth={labelWidth} />
      <FiguresTable caption={title} labelHeader={labelHeader} rows={bars} />
    </Figure>
  );
}
