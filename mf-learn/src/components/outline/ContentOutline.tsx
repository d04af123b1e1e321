import type { ContentWatch, Section } from '@shared/api-client';
import { Link } from '@shared/ui';
import styled from 'styled-components';
import { chapterLabel } from '../../lib/format.ts';
import { learnPaths } from '../../lib/paths.ts';
import { ContentRow, watchedCountLabel } from './ContentRow.tsx';

const Sections = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-end: ${({ theme }) => theme.space(1)};

  h2,
  h3,
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  a[aria-current='page'] {
    text-decoration-thickness: 2px;
  }
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Contents = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Props of {@link ContentOutline}. */
export interface ContentOutlineProps {
  courseSlug: string;
  sections: readonly Section[];
  /** Saved positions by content id: watched contents get a tick. */
  watched: Map<number, ContentWatch>;
  currentContentSlug?: string;
  currentSectionSlug?: string;
  headingLevel?: 2 | 3 | 4;
  /** Called when a link is followed (a sheet closes itself). */
  onNavigate?: () => void;
}

/**
 * A course's sections and their contents, in order: the one being read is
 * marked (aria-current) and watched ones carry a tick.
 */
export function ContentOutline({
  courseSlug,
  sections,
  watched,
  currentContentSlug,
  currentSectionSlug,
  headingLevel = 3,
  onNavigate,
}: ContentOutlineProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Sections>
      {[...sections]
        .sort((a, b) => a.order - b.order)
        .map((section) => {
          const videos = section.contents.filter((content) => content.type === 'video');
          const done = videos.filter((content) => watched.get(content.id)?.is_watched).length;
          const countLabel = watchedCountLabel(done, videos.length);
          return (
            <li key={section.id}>
              <SectionHead>
                <Heading>
                  <Link
                    to={learnPaths.section(section.slug)}
                    aria-current={section.slug === currentSectionSlug ? 'page' : undefined}
                    onClick={onNavigate}
                  >
                    {chapterLabel(section.order)}: <bdi>{section.title}</bdi>
                  </Link>
                </Heading>
                {countLabel && <Count>{countLabel}</Count>}
              </SectionHead>
              <Contents>
                {section.contents.map((content) => (
                  <li key={content.id}>
                    <ContentRow
                      content={content}
                      to={learnPaths.content(courseSlug, content.slug)}
                      current={content.slug === currentContentSlug}
                      watch={watched.get(content.id)}
                      onNavigate={onNavigate}
                    />
                  </li>
                ))}
              </Contents>
            </li>
          );
        })}
    </Sections>
  );
}
