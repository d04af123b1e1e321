import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { PageCrumb } from '@shared/ui/state';
import { usePageBreadcrumb } from './use-page-breadcrumb.ts';

/** How a page's title stands out: `large` on browsing pages (quiz, blog), `medium` on learning and profile pages. */
export type PageHeaderSize = 'large' | 'medium';

const Header = styled.header<{ $size: PageHeaderSize }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  ${({ $size, theme }) =>
    $size === 'large' &&
    css`
      margin-block-end: ${theme.space(6)};
    `}
`;

const Title = styled.h1<{ $size: PageHeaderSize }>`
  margin: 0;
  font-size: ${({ theme, $size }) => ($size === 'large' ? theme.font.size.xxl : theme.font.size.xl)};
  line-height: ${({ $size }) => ($size === 'large' ? 1.5 : 1.6)};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /**
   * From the home page to this one; the last step is this page. Handed to
   * the shell, which draws the page's one breadcrumb; left out where its own
   * «خانه › page» trail already says it all.
   */
  breadcrumb?: readonly PageCrumb[];
  /** `large` (the default) or `medium`; see {@link PageHeaderSize}. */
  size?: PageHeaderSize;
  /** Labels or controls under the title, such as a search form. */
  children?: ReactNode;
}

// A component of its own, so a page without a trail never clears one another part of the page asked for.
function HandToShell({ items }: { items: readonly PageCrumb[] }) {
  usePageBreadcrumb(items);
  return null;
}

/** The top of an area's page: its one h1, a line about it and what belongs under it. */
export function PageHeader({ title, description, breadcrumb, size = 'large', children }: PageHeaderProps) {
  return (
    <Header $size={size}>
      {breadcrumb && <HandToShell items={breadcrumb} />}
      <Title $size={size}>{title}</Title>
      {description && <Description>{description}</Description>}
      {children}
    </Header>
  );
}
