import type { CourseCard as CatalogueCourse } from '@shared/api-client';
import { CourseCard, formatNumber, RatingDisplay, listReset } from '@shared/ui';
import styled from 'styled-components';
import { formatLength } from '../lib/format.ts';
import { learnPaths } from '../lib/paths.ts';

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
  course: CatalogueCourse;
  headingLevel?: 2 | 3 | 4;
  /** Above the fold: the picture loads at once. */
  priority?: boolean;
}

/**
 * A course in the catalogue: the shared course card with the catalogue's footer, rating and length. No
 * price: every lesson plays free and there is nothing to buy (see docs/product.md, «Prices»).
 */
export function CourseCardView({ course, headingLevel = 3, priority }: CourseCardViewProps) {
  return (
    <CourseCard
      course={course}
      to={learnPaths.course(course.slug)}
      headingLevel={headingLevel}
      priority={priority}
      sizes="(min-width: 1280px) 300px, (min-width: 960px) 30vw, (min-width: 600px) 50vw, 100vw"
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
    />
  );
}
