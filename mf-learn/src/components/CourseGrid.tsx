import type { CourseCard } from '@shared/api-client';
import { Skeleton, SkeletonText, media } from '@shared/ui';
import styled from 'styled-components';
import { CourseCardView } from './CourseCardView.tsx';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
  }
  & > li > * {
    flex: 1;
  }

  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding-block-end: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;

  & > :not(:first-child) {
    margin-inline: ${({ theme }) => theme.space(4)};
    inline-size: auto;
  }
`;

const ImageBlock = styled(Skeleton)`
  aspect-ratio: 16 / 9;
  border-radius: 0;
`;

/** Props of {@link CourseGrid}. */
export interface CourseGridProps {
  courses: readonly CourseCard[];
  headingLevel?: 2 | 3 | 4;
  /** How many cards from the top load their picture at once. */
  eagerCount?: number;
}

/** Course cards in one to three columns. */
export function CourseGrid({ courses, headingLevel, eagerCount = 0 }: CourseGridProps) {
  return (
    <Grid>
      {courses.map((course, index) => (
        <li key={course.id}>
          <CourseCardView course={course} headingLevel={headingLevel} priority={index < eagerCount} />
        </li>
      ))}
    </Grid>
  );
}

/** The grid's shape while its cards load; hidden from screen readers, which hear the busy region. */
export function CourseGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Grid aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <Placeholder>
            <ImageBlock height="auto" />
            <Skeleton variant="text" width="70%" />
            <SkeletonText lines={2} />
          </Placeholder>
        </li>
      ))}
    </Grid>
  );
}
