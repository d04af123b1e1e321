import styled from 'styled-components';
import type { HomeCourse } from '@shared/api-client';
import { CourseCard, formatNumber, Rating } from '@shared/ui';
import { usePreloadOnIntent } from '../../preload/use-preload-on-intent.ts';

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** A featured course on the home page: the shared course card, with its rating and how many study it. */
export function FeaturedCourseCard({ course }: { course: HomeCourse }) {
  const to = `/course/${encodeURIComponent(course.slug)}`;
  const { onPreload } = usePreloadOnIntent(to, { onViewport: false });
  return (
    <CourseCard
      course={{ ...course, teacher: { name: course.teacher_name } }}
      to={to}
      onPreload={onPreload}
      sizes="(min-width: 960px) 25vw, 80vw"
      footer={
        <Footer>
          <Rating value={course.rating} />
          <span>{formatNumber(course.students_count)} دانش‌آموز</span>
        </Footer>
      }
    />
  );
}
