import type { ContentSummary, CourseDetails } from '@shared/api-client';
import { Chip, CourseImage, media, ShareButton, listReset } from '@shared/ui';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { learnPaths } from '../../../lib/paths.ts';
import { CourseFavoriteButton } from '../../favorite/index.ts';
import { CourseFacts } from './CourseFacts.tsx';
import { StartLink } from './StartLink.tsx';

const Hero = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  grid-template-columns: minmax(0, 1fr);

  ${media.up('lg')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr);
    align-items: start;
  }
`;

const Picture = styled(CourseImage)`
  inline-size: 100%;
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: 1.6;
  }
  p {
    margin: 0;
    line-height: 1.9;
  }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  ${listReset}
`;

/** Props of {@link CourseHero}. */
export interface CourseHeroProps {
  course: CourseDetails;
  /** Where «start» or «continue» leads, when the course has contents. */
  next?: { content: ContentSummary; started: boolean };
  /** The trail above the title, in the course layout. */
  breadcrumb?: ReactNode;
}

/** The top of a course page: picture, title, grade and teacher, description, facts and the way in. */
export function CourseHero({ course, next, breadcrumb }: CourseHeroProps) {
  const titleId = useId();
  return (
    <Hero aria-labelledby={titleId}>
      <Picture
        styles={course.image_styles}
        priority
        sizes="(min-width: 1280px) 420px, (min-width: 960px) 60vw, 100vw"
      />
      <Text>
        {breadcrumb}
        <h1 id={titleId}>
          <bdi>{course.title}</bdi>
        </h1>
        <Tags aria-label="دسته‌بندی">
          <li>
            <Chip to={learnPaths.grade(course.grade.slug)}>
              پایهٔ <bdi>{course.grade.name}</bdi>
            </Chip>
          </li>
          {course.branch && (
            <li>
              <Chip to={learnPaths.branch(course.branch.slug)}>
                <bdi>{course.branch.name}</bdi>
              </Chip>
            </li>
          )}
          <li>
            <Chip to={learnPaths.teacher(course.teacher.id)}>
              <bdi>{course.teacher.name}</bdi>
            </Chip>
          </li>
        </Tags>
        <CourseFavoriteButton slug={course.slug} />
        {/* The course's one address, whichever layout (/learn/… or /course/…) shows it. */}
        <ShareButton title={course.title} path={learnPaths.course(course.slug)} />
        <p dir="auto">{course.description}</p>
        <CourseFacts course={course} />
        {next && (
          <StartLink to={learnPaths.content(course.slug, next.content.slug)}>
            {next.started ? 'ادامهٔ یادگیری' : 'شروع یادگیری'}
          </StartLink>
        )}
      </Text>
    </Hero>
  );
}
