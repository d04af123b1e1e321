import type { ContentWatch, SectionPage } from '@shared/api-client';
import { formatNumber, Link } from '@shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ContentRow } from '../../../components/outline/ContentRow.tsx';
import { chapterLabel } from '../../../lib/format.ts';
import { learnPaths } from '../../../lib/paths.ts';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: 1.6;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Contents = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Neighbours = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Props of {@link SectionView}. */
export interface SectionViewProps {
  section: SectionPage;
  watched: Map<number, ContentWatch>;
  breadcrumb: ReactNode;
}

/** A chapter of a course: its contents with what was watched, and the chapters either side. */
export function SectionView({ section, watched, breadcrumb }: SectionViewProps) {
  const { course } = section;
  return (
    <>
      <Header>
        {breadcrumb}
        <h1>
          {chapterLabel(section.order)}: <bdi>{section.title}</bdi>
        </h1>
        <p>
          {formatNumber(section.contents.length)} محتوا در دورهٔ{' '}
          <Link to={learnPaths.course(course.slug)}>
            <bdi>{course.title}</bdi>
          </Link>{' '}
          با تدریس <bdi>{course.teacher.name}</bdi>
        </p>
      </Header>
      <Contents aria-label="محتواهای این فصل">
        {section.contents.map((content) => (
          <li key={content.id}>
            <ContentRow
              content={content}
              to={learnPaths.content(course.slug, content.slug)}
              current={false}
              watch={watched.get(content.id)}
            />
          </li>
        ))}
      </Contents>
      {(section.previous || section.next) && (
        <Neighbours aria-label="فصل قبلی و بعدی">
          {section.previous ? (
            <Link to={learnPaths.section(section.previous.slug)} rel="prev">
              فصل قبلی: <bdi>{section.previous.title}</bdi>
            </Link>
          ) : (
            <span />
          )}
          {section.next && (
            <Link to={learnPaths.section(section.next.slug)} rel="next">
              فصل بعدی: <bdi>{section.next.title}</bdi>
            </Link>
          )}
        </Neighbours>
      )}
    </>
  );
}
