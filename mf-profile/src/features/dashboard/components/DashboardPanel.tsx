import type { ReactNode } from 'react';
import styled from 'styled-components';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/** A block of the dashboard: a heading, a link to its full page, its content. */
export function DashboardPanel({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Panel aria-labelledby={id}>
      <Head>
        <h2 id={id}>{title}</h2>
        {more}
      </Head>
      {children}
    </Panel>
  );
}
