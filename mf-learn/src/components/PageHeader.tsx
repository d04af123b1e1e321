import { Breadcrumb, type BreadcrumbItem } from '@shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: 1.6;
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  title: ReactNode;
  /**
   * From the home page to here. Left out on pages of the default layout,
   * where the shell already shows «خانه › title» above the page.
   */
  breadcrumb?: readonly BreadcrumbItem[];
  description?: ReactNode;
  children?: ReactNode;
}

/** The top of a learning page: where it sits, its one h1 and a line about it. */
export function PageHeader({ title, breadcrumb, description, children }: PageHeaderProps) {
  return (
    <Header>
      {breadcrumb && <Breadcrumb items={breadcrumb} />}
      <Title>{title}</Title>
      {description && <Description>{description}</Description>}
      {children}
    </Header>
  );
}

/** The first steps of a breadcrumb inside the learning area. */
export const LEARN_CRUMBS: readonly BreadcrumbItem[] = [
  { label: 'خانه', to: '/' },
  { label: 'دوره‌ها', to: '/learn' },
];
