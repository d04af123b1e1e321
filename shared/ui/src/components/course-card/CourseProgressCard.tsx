import type { ProfileCourse } from '@shared/api-client';
import styled from 'styled-components';
import { formatDate, formatNumber, formatPercent } from '../../format/persian.ts';
import { ProgressBar } from '../progress-bar/index.ts';
import { CourseCard } from './CourseCard.tsx';

const Progress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.xs};

  span {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const LastStudied = styled.p`
  margin: 0;
`;

/** Props of {@link CourseProgressCard}. */
export interface CourseProgressCardProps {
  course: ProfileCourse;
  /** The course's page, in the area that shows the card. */
  to: string;
  /** The image's width in the grid the card is in (the `sizes` of its picture). */
  sizes: string;
  headingLevel?: 2 | 3;
}

/** An enrolled course (the student's courses, in learn and in the profile): how far they got, when they last studied. */
export function CourseProgressCard({ course, to, sizes, headingLevel = 2 }: CourseProgressCardProps) {
  return (
    <CourseCard
      course={course}
      to={to}
      sizes={sizes}
      headingLevel={headingLevel}
      footer={
        <Progress>
          <span>
            <span>
              {formatNumber(course.completed_contents)} از {formatNumber(course.contents_count)} ویدیو
            </span>
            <strong>{formatPercent(course.progress_percent / 100)}</strong>
          </span>
          <ProgressBar value={course.progress_percent} label={`پیشرفت در ${course.title}`} />
        </Progress>
      }
    >
      <LastStudied>
        {course.last_watched_at ? `آخرین بازدید: ${formatDate(course.last_watched_at)}` : 'هنوز شروع نکرده‌اید'}
      </LastStudied>
    </CourseCard>
  );
}
