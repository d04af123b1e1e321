import type { CourseDetails } from '@shared/api-client';
import { formatDate, formatNumber, RatingDisplay } from '@shared/ui';
import styled from 'styled-components';
import { formatLength } from '../../../lib/format.ts';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8.5rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;

  div {
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;

/** The course's numbers: rating, students, length, outline size and start date (no price: nothing is sold). */
export function CourseFacts({ course }: { course: CourseDetails }) {
  return (
    <List>
      <div>
        <dt>امتیاز</dt>
        <dd>
          <RatingDisplay value={course.rating.average} />
          <Nowrap>
            {formatNumber(course.rating.average, { maximumFractionDigits: 1 })} ({formatNumber(course.rating.count)}{' '}
            رأی)
          </Nowrap>
        </dd>
      </div>
      <div>
        <dt>دانش‌آموز</dt>
        <dd>{formatNumber(course.students_count)} نفر</dd>
      </div>
      <div>
        <dt>مدت ویدیوها</dt>
        <dd>{formatLength(course.duration_seconds)}</dd>
      </div>
      <div>
        <dt>سرفصل‌ها</dt>
        <dd>
          {formatNumber(course.sections_count)} فصل، {formatNumber(course.contents_count)} محتوا
        </dd>
      </div>
      <div>
        <dt>آغاز دوره</dt>
        <dd>{formatDate(course.created_at)}</dd>
      </div>
    </List>
  );
}
