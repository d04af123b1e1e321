import type { ContentWatch, Section } from '@shared/api-client';
import { Link } from '@shared/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { ContentOutline } from '../../../components/outline/ContentOutline.tsx';
import { learnPaths } from '../../../lib/paths.ts';
import { scrollIntoViewWithin } from '../../../lib/scroll-within.ts';

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const CourseLink = styled(Link)`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

/** Props of {@link OutlineNav}. */
export interface OutlineNavProps {
  course: { slug: string; title: string; sections: readonly Section[] };
  watched: Map<number, ContentWatch>;
  currentContentSlug?: string;
  currentSectionSlug?: string;
  onNavigate?: () => void;
  /** Hides the course link where a dialog's title already names the list. */
  withCourseLink?: boolean;
}

/** The chapter list beside a course's pages: the course, its sections and contents. */
export function OutlineNav({ course, withCourseLink = true, ...outline }: OutlineNavProps) {
  const nav = useRef<HTMLElement>(null);
  // The sidebar scrolls on its own: bring the current content into it whenever the page changes.
  useEffect(() => {
    const list = nav.current;
    if (!list) return;
    const bringCurrent = () => {
      // The last mark is the content's row (its chapter's heading, marked on a section page, comes first).
      const current = [...list.querySelectorAll<HTMLElement>('ol [aria-current="page"]')].at(-1);
      return current ? scrollIntoViewWithin(current) : true;
    };
    if (bringCurrent() || typeof ResizeObserver !== 'function') return;
    // On a page load the list is drawn into the sidebar before the layout shows the sidebar (it appears once
    // filled), so nothing scrolls yet: try again as the list takes its size.
    const sized = new ResizeObserver(() => {
      if (bringCurrent()) sized.disconnect();
    });
    sized.observe(list);
    return () => sized.disconnect();
  }, [outline.currentContentSlug, outline.currentSectionSlug]);
  return (
    <Nav aria-label="فصل‌های دوره" ref={nav}>
      {withCourseLink && (
        <CourseLink to={learnPaths.course(course.slug)} onClick={outline.onNavigate}>
          <bdi>{course.title}</bdi>
        </CourseLink>
      )}
      <ContentOutline courseSlug={course.slug} sections={course.sections} headingLevel={2} {...outline} />
    </Nav>
  );
}
