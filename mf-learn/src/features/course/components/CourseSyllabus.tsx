import type { ContentWatch, Section } from '@shared/api-client';
import { formatNumber } from '@shared/ui';
import styled from 'styled-components';
import { ContentOutline } from '../../../components/outline/ContentOutline.tsx';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};

  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/** Props of {@link CourseSyllabus}. */
export interface CourseSyllabusProps {
  courseSlug: string;
  sections: readonly Section[];
  watched: Map<number, ContentWatch>;
}

/** The course's sections and contents on its page, with what the student has watched. */
export function CourseSyllabus({ courseSlug, sections, watched }: CourseSyllabusProps) {
  return (
    <Box aria-label="سرفصل‌های دوره">
      <h2>سرفصل‌ها ({formatNumber(sections.length)} فصل)</h2>
      <ContentOutline courseSlug={courseSlug} sections={sections} watched={watched} headingLevel={3} />
    </Box>
  );
}
