import { formatNumber } from '@shared/ui';
import type { Bar } from '../types/bar.ts';

/** Props of {@link FiguresTable}. */
export interface FiguresTableProps {
  caption: string;
  labelHeader: string;
  rows: readonly Bar[];
}

/** The figures of a chart as a table: hidden on screen, where the chart shows them, and read by screen readers. */
export function FiguresTable({ caption, labelHeader, rows }: FiguresTableProps) {
  return (
    <table className="visually-hidden">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labelHeader}</th>
          <th scope="col">شمار مدخل‌ها</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{formatNumber(row.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
