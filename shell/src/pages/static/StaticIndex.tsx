import styled from 'styled-components';
import { Card, listReset } from '@shared/ui';
import { STATIC_PAGE_LINKS } from './static-pages.ts';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  ${listReset}
`;

/** `/page/static`: the site's static pages, to choose from. */
export function StaticIndex({ title }: { title: string }) {
  return (
    <section aria-labelledby="static-index-title">
      <h1 id="static-index-title">{title}</h1>
      <Grid>
        {STATIC_PAGE_LINKS.map((page) => (
          <li key={page.path}>
            <Card to={page.path} title={page.title} headingLevel={2} />
          </li>
        ))}
      </Grid>
    </section>
  );
}
