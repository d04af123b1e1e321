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
  title: ReactNode;
  description?: ReactNode;
  /** Labels or controls under the title. */
  children?: ReactNode;
}

/** The top of a quiz-area page: its one h1 and a line about it (the shell draws the breadcrumb). */
export function PageHeader({ title, description, children }: PageHeaderProps) {
  return (
    <Header>
      <Title>{title}</Title>
      {description && <Description>{description}</Description>}
      {children}
    </Header>
  );
}
