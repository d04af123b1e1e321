import { usePageBreadcrumb, type PageCrumb } from '@shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-end: ${({ theme }) => theme.space(6)};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: 1.5;
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  /**
   * From the home page to this one; the last step is this page. Handed to
   * the shell, which draws the page's one breadcrumb; left out where its own
   * «خانه › page» trail already says it all.
   */
  breadcrumb?: readonly PageCrumb[];
  title: ReactNode;
  description?: ReactNode;
  /** Controls under the title, such as the search form. */
  children?: ReactNode;
}

/** The top of a blog page: where it sits, its one h1 and a line about it. */
export function PageHeader({ breadcrumb, title, description, children }: PageHeaderProps) {
  usePageBreadcrumb(breadcrumb);
  return (
    <Header>
      <Title>{title}</Title>
      {description && <Description>{description}</Description>}
      {children}
    </Header>
  );
}

/** The first steps of every blog page's breadcrumb. */
export const BLOG_CRUMBS: readonly PageCrumb[] = [
  { label: 'خانه', to: '/' },
  { label: 'مقاله‌ها', to: '/articles' },
];
