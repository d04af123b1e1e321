import { blogCategoriesQuery, type BlogCategoriesResponse } from '@shared/api-client';
import { EmptyState, formatNumber, Link, Skeleton, PageHeader, QueryState, listReset } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BLOG_CRUMBS } from '../../../lib/crumbs.ts';
import { blogPaths } from '../../../lib/paths.ts';
import { categoryTree } from './category-tree.ts';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  ${listReset}
`;

const Branch = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Children = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  ${listReset}
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const posts = (count: number) => `${formatNumber(count)} مقاله`;

/** Every category as a tile, with its sub-categories. */
function CategoryTiles({ categories }: { categories: BlogCategoriesResponse }) {
  const tree = categoryTree(categories.data);
  if (tree.length === 0) return <EmptyState title="هنوز دسته‌بندی‌ای ساخته نشده است" />;
  return (
    <Grid>
      {tree.map(({ category, children }) => (
        <Branch key={category.id}>
          <Name>
            <Link to={blogPaths.category(category.slug)}>
              <bdi>{category.name}</bdi>
            </Link>
          </Name>
          <Count>{posts(category.posts_count)}</Count>
          {children.length > 0 && (
            <Children aria-label={`زیردسته‌های ${category.name}`}>
              {children.map((child) => (
                <li key={child.id}>
                  <Link to={blogPaths.category(child.slug)}>
                    <bdi>{child.name}</bdi>
                  </Link>{' '}
                  ({formatNumber(child.posts_count)})
                </li>
              ))}
            </Children>
          )}
        </Branch>
      ))}
    </Grid>
  );
}

function Categories() {
  const query = useQuery(blogCategoriesQuery());
  return (
    <QueryState
      query={query}
      pending={
        <Grid aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            <Branch key={index} aria-hidden="true">
              <Skeleton variant="text" width="60%" height="1.5rem" />
              <Skeleton variant="text" width="30%" />
            </Branch>
          ))}
        </Grid>
      }
      failure={{ message: 'دسته‌بندی‌ها بارگذاری نشد.' }}
    >
      {(categories) => <CategoryTiles categories={categories} />}
    </QueryState>
  );
}

/** /articles/category: every category with its sub-categories and post counts. */
export function CategoryIndex({ toolbar }: { toolbar?: ReactNode }) {
  return (
    <>
      <PageHeader
        breadcrumb={[...BLOG_CRUMBS, { label: 'دسته‌بندی‌ها' }]}
        title="دسته‌بندی مقاله‌ها"
        description="موضوعی را انتخاب کنید تا مقاله‌های آن را ببینید."
      >
        {toolbar}
      </PageHeader>
      <Categories />
    </>
  );
}
