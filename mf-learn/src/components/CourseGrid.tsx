import type { CourseCard } from '@shared/api-client';
import { CardGrid, CardGridSkeleton } from '@shared/ui';
import { CourseCardView } from './CourseCardView.tsx';

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
    <CardGrid>
      {courses.map((course, index) => (
        <li key={course.id}>
          <CourseCardView course={course} headingLevel={headingLevel} priority={index < eagerCount} />
        </li>
      ))}
    </CardGrid>
  );
}

/** The grid's shape while its cards load. */
export function CourseGridSkeleton({ count = 6 }: { count?: number }) {
  return <CardGridSkeleton count={count} />;
}
