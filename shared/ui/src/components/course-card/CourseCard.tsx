import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../card/index.ts';
import { MetaList } from '../meta-list/index.ts';
import { CourseImage, type CourseImageProps } from './CourseImage.tsx';

const Byline = styled.p`
  margin: 0;
`;

/** What every course card shows, whichever list it is in (the API's course shapes all have it). */
export interface CourseCardCourse {
  title: string;
  image_styles: CourseImageProps['styles'];
  teacher: { name: string };
  grade: { name: string };
  /** The branch of study, for the grades that have one. */
  branch?: { name: string } | null;
}

/** Props of {@link CourseCard}. */
export interface CourseCardProps {
  course: CourseCardCourse;
  /** The course's page, in the app that shows the card. */
  to: string;
  /** The picture's width in the grid the card is in (its `sizes`). */
  sizes: string;
  headingLevel?: 2 | 3 | 4;
  /** Above the fold: the picture loads at once. */
  priority?: boolean;
  /** Loads the course page's code when the student shows intent (hover, focus). */
  onPreload?: () => void;
  /** What the list says of the course below its byline: ratings and length, or the student's progress. */
  footer: ReactNode;
  /** Lines under the byline (when the student last studied it). */
  children?: ReactNode;
}

/**
 * A course in any list: its picture, its title as the link, the teacher and the grade (and branch), then
 * what that list is about in the footer. The catalogue, the home page's featured courses and the
 * student's own courses (`CourseProgressCard`) are this card with their own footers.
 */
export function CourseCard({
  course,
  to,
  sizes,
  headingLevel = 3,
  priority,
  onPreload,
  footer,
  children,
}: CourseCardProps) {
  return (
    <Card
      to={to}
      onPreload={onPreload}
      title={<bdi>{course.title}</bdi>}
      headingLevel={headingLevel}
      media={<CourseImage styles={course.image_styles} priority={priority} sizes={sizes} />}
      footer={footer}
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
      {children}
    </Card>
  );
}
