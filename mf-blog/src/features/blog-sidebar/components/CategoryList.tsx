import type { BlogCategory } from '@shared/api-client';
import { formatNumber, Link, listReset } from '@shared/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { blogPaths } from '../../../lib/paths.ts';
import { Panel, PanelTitle } from './sidebar-parts.ts';

const List = styled.ul`
  ${listReset}

  & li {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding-block: ${({ theme }) => theme.space(1)};
  }
  & li[data-child] {
    padding-inline-start: ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & a {
    text-decoration: none;
  }
  & a:hover,
  & a[aria-current] {
    text-decoration: underline;
  }
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Every category with its number of posts; sub-categories sit indented under their parent. */
export function CategoryList({ categories }: { categories: readonly BlogCategory[] }) {
  const id = useId();
  const ordered = categories
    .filter((category) => !category.parent)
    .flatMap((parent) => [parent, ...categories.filter((child) => child.parent?.id === parent.id)]);
  const rest = categories.filter((category) => !ordered.includes(category));
  return (
    <Panel aria-labelledby={id}>
      <PanelTitle id={id}>دسته‌بندی‌ها</PanelTitle>
      <List>
        {[...ordered, ...rest].map((category) => (
          <li key={category.id} data-child={category.parent ? '' : undefined}>
            <Link to={blogPaths.category(category.slug)}>
              <bdi>{category.name}</bdi>
            </Link>
            <Count>
              {formatNumber(category.posts_count)}
              <span className="visually-hidden"> مقاله</span>
            </Count>
          </li>
        ))}
      </List>
    </Panel>
  );
}
