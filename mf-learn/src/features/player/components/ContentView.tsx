import type { Content } from '@shared/api-client';
import { Link, MetaList } from '@shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CONTENT_TYPE_LABEL, formatLength } from '../../../lib/format.ts';
import { learnPaths } from '../../../lib/paths.ts';
import { ContentBody } from './ContentBody.tsx';
import { ContentNav } from './ContentNav.tsx';

const Layout = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

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
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** Props of {@link ContentView}. */
export interface ContentViewProps {
  content: Content;
  /** The trail above the title, in the course layout. */
  breadcrumb?: ReactNode;
  /** The address of another content of the course, in the same layout as this one. */
  hrefFor: (slug: string) => string;
  /** What goes under the lesson (the mastery panel). */
  children?: ReactNode;
}

/** A content page: where it sits, the lesson, what comes next. */
export function ContentView({ content, breadcrumb, hrefFor, children }: ContentViewProps) {
  return (
    <Layout>
      <Header>
        {breadcrumb}
        <h1>
          <bdi>{content.title}</bdi>
        </h1>
        <p>
          <MetaList>
            {CONTENT_TYPE_LABEL[content.type]}
            {content.duration_seconds !== null && formatLength(content.duration_seconds)}
            <>
              از{' '}
              <Link to={learnPaths.section(content.section.slug)}>
                <bdi>{content.section.title}</bdi>
              </Link>{' '}
              در دورهٔ{' '}
              <Link to={learnPaths.course(content.course.slug)}>
                <bdi>{content.course.title}</bdi>
              </Link>
            </>
          </MetaList>
        </p>
      </Header>
      <ContentBody content={content} hrefFor={hrefFor} />
      <ContentNav content={content} hrefFor={hrefFor} />
      {children}
    </Layout>
  );
}
