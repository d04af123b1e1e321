import type { CourseCard } from '@shared/api-client';
import { Card, CourseImage, formatNumber, MetaList, RatingDisplay, listReset } from '@shared/ui';
import styled from 'styled-components';
import { formatLength } from '../lib/format.ts';
import { learnPaths } from '../lib/paths.ts';

const Byline = styled.p`
  margin: 0;
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  ${listReset}
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Rated = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

/** Props of {@link CourseCardView}. */
export interface CourseCardViewProps {
  course: CourseCard;
  headingLevel?: 2 | 3 | 4;
  /** Above the fold: the picture loads at once. */
  priority?: boolean;
}

/**
 * A course in a list: picture, title (the link), teacher and grade, rating and
 * length. No price: every lesson plays free and there is nothing to buy (see
 * docs/product.md, «Prices»).
 */
export function CourseCardView({ course, headingLevel = 3, priority }: CourseCardViewProps) {
  return (
    <Card
      to={learnPaths.course(course.slug)}
      title={<bdi>{course.title}</bdi>}
      headingLevel={headingLevel}
      media={
        <CourseImage
          styles={course.image_styles}
          priority={priority}
          sizes="(min-width: 1280px) 300px, (min-width: 960px) 30vw, (min-width: 600px) 50vw, 100vw"
        />
      }
      footer={
        <Facts>
          <Rated>
            <RatingDisplay value={course.rating.average} />
            <span>({formatNumber(course.rating.count)})</span>
          </Rated>
          <li>{formatLength(course.duration_seconds)} ویدیو</li>
          <li>{formatNumber(course.contents_count)} محتوا</li>
        </Facts>
      }
    >
      <Byline>
        <MetaList>
          <bdi>{course.teacher.name}</bdi>
          <>
            پایهٔ <bdi>{course.grade.name}</bdi>
          </>
          {course.branch && <bdi>{course.branch.name}</bdi>}
        </MetaList>
      </Byline>
    </Card>
  );
}
