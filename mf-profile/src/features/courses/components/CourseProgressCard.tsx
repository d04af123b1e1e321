import type { ProfileCourse } from '@shared/api-client';
import { Card, formatDate, formatNumber, formatPercent, MetaList, ProgressBar } from '@shared/ui';
import styled from 'styled-components';
import { CourseImage } from '../../../components/CourseImage.tsx';
import { profilePaths } from '../../../lib/profile-pages.ts';

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

const Line = styled.p`
  margin: 0;
`;

/** An enrolled course: how far the student got and when they last studied. */
export function CourseProgressCard({ course, headingLevel = 2 }: { course: ProfileCourse; headingLevel?: 2 | 3 }) {
  return (
    <Card
      to={profilePaths.course(course.slug)}
      title={<bdi>{course.title}</bdi>}
      headingLevel={headingLevel}
      media={
        <CourseImage styles={course.image_styles} sizes="(min-width: 960px) 25vw, (min-width: 600px) 50vw, 100vw" />
      }
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
      <Line>
        <MetaList>
          <bdi>{course.teacher.name}</bdi>
          <>
            پایهٔ <bdi>{course.grade.name}</bdi>
          </>
        </MetaList>
      </Line>
      <Line>
        {course.last_watched_at ? `آخرین بازدید: ${formatDate(course.last_watched_at)}` : 'هنوز شروع نکرده‌اید'}
      </Line>
    </Card>
  );
}
