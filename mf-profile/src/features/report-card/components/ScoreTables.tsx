import type { ReactNode } from 'react';
import type { ReportCard } from '@shared/api-client';
import { formatDate, formatNumber, formatPercent } from '@shared/ui';
import styled from 'styled-components';
import { percentOf } from '../utils/score-bars.ts';
import { scoresByMonth } from '../utils/score-months.ts';

const Scroll = styled.div`
  overflow-x: auto;
  @media print {
    overflow: visible;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * A table that may scroll sideways on a phone: a named region that takes
 * focus, so a keyboard user can scroll it with the arrow keys too.
 */
function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Scroll role="region" aria-label={label} tabIndex={0}>
      <Table>
        <caption>{label}</caption>
        {children}
      </Table>
    </Scroll>
  );
}

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};

  caption {
    padding-block: ${({ theme }) => theme.space(2)};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-align: start;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    white-space: nowrap;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** The figures of the charts as tables, so nothing is shown only as a picture. */
export function ScoreTables({ card }: { card: ReportCard }) {
  return (
    <>
      <ScrollingTable label="جدول نمرهٔ دوره‌ها">
        <thead>
          <tr>
            <th scope="col">دوره</th>
            <th scope="col">نمره</th>
            <th scope="col">درصد</th>
            <th scope="col">ارزیابی</th>
          </tr>
        </thead>
        <tbody>
          {card.courses.map((course) => (
            <tr key={course.course.slug}>
              <th scope="row">
                <bdi>{course.course.title}</bdi>
              </th>
              <td>
                {formatNumber(course.score)} از {formatNumber(course.max_score)}
              </td>
              <td>{formatPercent(percentOf(course.score, course.max_score) / 100)}</td>
              <td>{course.grade_label}</td>
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
      <ScrollingTable label="جدول میانگین هر ماه">
        <thead>
          <tr>
            <th scope="col">ماه</th>
            <th scope="col">شمار آزمون‌ها</th>
            <th scope="col">میانگین نمره</th>
          </tr>
        </thead>
        <tbody>
          {scoresByMonth(card).map((month) => (
            <tr key={month.key}>
              <th scope="row">{month.label}</th>
              <td>{formatNumber(month.count)}</td>
              <td>
                {formatNumber(month.average)} از {formatNumber(month.max)}
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
      <ScrollingTable label="جدول نمرهٔ آزمون‌ها">
        <thead>
          <tr>
            <th scope="col">آزمون</th>
            <th scope="col">دوره</th>
            <th scope="col">نمره</th>
            <th scope="col">درصد</th>
            <th scope="col">تاریخ</th>
          </tr>
        </thead>
        <tbody>
          {card.courses.flatMap((course) =>
            course.quizzes.map((quiz) => (
              <tr key={`${course.course.slug}-${quiz.slug}`}>
                <th scope="row">
                  <bdi>{quiz.title}</bdi>
                </th>
                <td>
                  <bdi>{course.course.title}</bdi>
                </td>
                <td>
                  {formatNumber(quiz.score)} از {formatNumber(quiz.max_score)}
                </td>
                <td>{formatPercent(percentOf(quiz.score, quiz.max_score) / 100)}</td>
                <td>{formatDate(quiz.taken_at)}</td>
              </tr>
            )),
          )}
        </tbody>
      </ScrollingTable>
    </>
  );
}
