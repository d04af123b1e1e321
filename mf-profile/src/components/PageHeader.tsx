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

/** The top of a profile page: its one h1 and a line about it. */
export function PageHeader({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <Header>
      <Title>{title}</Title>
      {description && <Description>{description}</Description>}
    </Header>
  );
}
