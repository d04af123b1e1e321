import type { ContentWatch, Section } from '@shared/api-client';
import { Link, listReset } from '@shared/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { chapterLabel } from '../../lib/format.ts';
import { learnPaths } from '../../lib/paths.ts';
import { ContentRow, watchedCountLabel } from './ContentRow.tsx';

const Sections = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  ${listReset}
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

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: 44px;
  min-block-size: 44px;
  margin-inline-start: auto;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  svg {
    transition: transform 0.15s;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
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
  ${listReset}
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

function Chevron() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The id of the section a page is in: the section itself, or the one holding the content. */
function currentSectionId(sections: readonly Section[], contentSlug?: string, sectionSlug?: string) {
  return sections.find(
    (section) => section.slug === sectionSlug || section.contents.some((content) => content.slug === contentSlug),
  )?.id;
}

/**
 * Which chapters show their contents. Beside a content or a section only its
 * own chapter starts open (the others fold, so the current item is near the
 * top); opening another content opens its chapter too. Without a current page
 * (the course page) every chapter is open.
 */
function useOpenSections(sections: readonly Section[], current: number | undefined) {
  const [open, setOpen] = useState<ReadonlySet<number>>(
    () => new Set(current === undefined ? sections.map((section) => section.id) : [current]),
  );
  useEffect(() => {
    if (current !== undefined)
      setOpen((previous) => (previous.has(current) ? previous : new Set([...previous, current])));
  }, [current]);
  const toggle = (id: number) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return { isOpen: (id: number) => open.has(id), toggle, collapsible: current !== undefined };
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
  const current = currentSectionId(sections, currentContentSlug, currentSectionSlug);
  const { isOpen, toggle, collapsible } = useOpenSections(sections, current);
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
                {collapsible && (
                  <Toggle
                    type="button"
                    aria-expanded={isOpen(section.id)}
                    aria-controls={`outline-section-${section.id}`}
                    aria-label={`محتواهای ${chapterLabel(section.order)}`}
                    onClick={() => toggle(section.id)}
                  >
                    <Chevron />
                  </Toggle>
                )}
              </SectionHead>
              <Contents id={`outline-section-${section.id}`} hidden={!isOpen(section.id)}>
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
