import styled from 'styled-components';
import type { HomeCourse } from '@shared/api-client';
import { Card, formatNumber, Rating, ResponsiveImage, listReset } from '@shared/ui';
import { usePreloadOnIntent } from '../../preload/use-preload-on-intent.ts';

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  ${listReset}
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** A featured course: picture, title, teacher, grade, students, rating and price. */
export function CourseCard({ course }: { course: HomeCourse }) {
  const to = `/course/${encodeURIComponent(course.slug)}`;
  const { onPreload } = usePreloadOnIntent(to, { onViewport: false });
  return (
    <Card
      to={to}
      onPreload={onPreload}
      title={course.title}
      media={
        <ResponsiveImage
          src={course.image_styles.styles.thumbnail}
          alt=""
          width={320}
          height={180}
          sizes="(min-width: 960px) 25vw, 80vw"
        />
      }
      footer={
        <Footer>
          <Rating value={course.rating} />
        </Footer>
      }
    >
      <Facts>
        <li>{course.teacher_name}</li>
        <li>{course.grade.name}</li>
        <li>{formatNumber(course.students_count)} دانش‌آموز</li>
      </Facts>
    </Card>
  );
}
