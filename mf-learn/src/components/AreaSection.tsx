import type { ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

/** The root of every page of the area, named for the shell's tests and styles. */
export function AreaSection({ page, children }: { page: string; children: ReactNode }) {
  return (
    <Root data-area="learn" data-page={page}>
      {children}
    </Root>
  );
}
