import type { BlogTag } from '@shared/api-client';
import { Chip, formatNumber, listReset } from '@shared/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { blogPaths } from '../../../lib/paths.ts';
import { Panel, PanelTitle } from './sidebar-parts.ts';

const Cloud = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  ${listReset}
`;

/** The tags in use, most used first, each a link to its posts. */
export function TagCloud({ tags }: { tags: readonly BlogTag[] }) {
  const id = useId();
  return (
    <Panel aria-labelledby={id}>
      <PanelTitle id={id}>برچسب‌ها</PanelTitle>
      <Cloud>
        {tags.map((tag) => (
          <li key={tag.slug}>
            <Chip to={blogPaths.tag(tag.slug)}>
              <bdi>{tag.name}</bdi>
              {tag.posts_count !== undefined && (
                <span className="visually-hidden">، {formatNumber(tag.posts_count)} مقاله</span>
              )}
            </Chip>
          </li>
        ))}
      </Cloud>
    </Panel>
  );
}
