import styled from 'styled-components';
import { Chip, listReset } from '@shared/ui';
import { BlockHeader, BlockSection } from './block-parts.ts';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  ${listReset}
`;

/** Links to each education grade's courses. */
export function GradesBlock({
  id,
  title,
  items,
}: {
  id: string;
  title: string;
  items: { name: string; slug: string; path: string }[];
}) {
  return (
    <BlockSection aria-labelledby={id}>
      <BlockHeader>
        <h2 id={id}>{title}</h2>
      </BlockHeader>
      <List>
        {items.map((grade) => (
          <li key={grade.slug}>
            <Chip to={grade.path}>{grade.name}</Chip>
          </li>
        ))}
      </List>
    </BlockSection>
  );
}
