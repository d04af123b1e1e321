import type { Favorite } from '@shared/api-client';
import { Card, formatDate } from '@shared/ui';
import styled from 'styled-components';
import { CourseImage } from '../../../components/CourseImage.tsx';
import { profilePaths } from '../../../lib/profile-pages.ts';

const Line = styled.p`
  margin: 0;
`;

/** A saved course: what it is, who teaches it, when it was saved. */
export function FavoriteCard({ favorite }: { favorite: Favorite }) {
  const { course } = favorite;
  return (
    <Card
      to={profilePaths.course(course.slug)}
      title={<bdi>{course.title}</bdi>}
      headingLevel={2}
      media={
        <CourseImage styles={course.image_styles} sizes="(min-width: 960px) 25vw, (min-width: 600px) 50vw, 100vw" />
      }
      footer={<Line>ذخیره در {formatDate(favorite.saved_at)}</Line>}
    >
      <Line>
        <bdi>{course.teacher.name}</bdi> · پایهٔ <bdi>{course.grade.name}</bdi>
      </Line>
    </Card>
  );
}
