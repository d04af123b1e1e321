import type { BlogTag } from '@shared/api-client';
import { Chip, listReset } from '@shared/ui';
import styled from 'styled-components';
import { blogPaths } from '../../../lib/paths.ts';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  ${listReset}
`;

/** The article's tags, each a link to the other posts that carry it. */
export function ArticleTags({ tags }: { tags: readonly BlogTag[] }) {
  if (tags.length === 0) return null;
  return (
    <nav aria-label="برچسب‌های مقاله">
      <List>
        {tags.map((tag) => (
          <li key={tag.slug}>
            <Chip to={blogPaths.tag(tag.slug)}>
              <span aria-hidden="true">#</span>
              <bdi>{tag.name}</bdi>
            </Chip>
          </li>
        ))}
      </List>
    </nav>
  );
}
