import type { ReactNode } from 'react';
import styled from 'styled-components';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(4)};

  & h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: 1.5;
  }
`;

const Untimed = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The run's title and its clock (or a note that it has none). */
export function RunHeader({ title, clock }: { title: string; clock: ReactNode | null }) {
  return (
    <Header>
      <h1>
        <bdi>{title}</bdi>
      </h1>
      {clock ?? <Untimed>این آزمون محدودیت زمانی ندارد.</Untimed>}
    </Header>
  );
}
