import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link, listReset } from '@shared/ui';
import { BlockHeader, BlockSection } from './block-parts.ts';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  ${listReset}
  & > li {
    display: grid;
  }
`;

/** A titled grid of cards with a link to the whole list (featured courses, latest articles). */
export function CardsBlock({
  id,
  title,
  moreLink,
  children,
}: {
  id: string;
  title: string;
  moreLink: { title: string; path: string };
  children: ReactNode[];
}) {
  return (
    <BlockSection aria-labelledby={id}>
      <BlockHeader>
        <h2 id={id}>{title}</h2>
        <Link to={moreLink.path}>{moreLink.title}</Link>
      </BlockHeader>
      <Grid>{children}</Grid>
    </BlockSection>
  );
}
