import type { BlogCategory } from '@shared/api-client';
import { Chip, formatNumber, media } from '@shared/ui';
import styled from 'styled-components';
import { blogPaths } from '../lib/paths.ts';

/* One row that scrolls sideways on phones, so nine categories do not push the posts below the fold. */
const List = styled.ul`
  /* Positioned, so the visually hidden counts (absolute) scroll inside the row instead of widening the page. */
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  /* Room for the focus ring, which the scrolling box would otherwise clip. */
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-inline: contain;
  scrollbar-width: thin;

  ${media.up('sm')} {
    flex-wrap: wrap;
    overflow-x: visible;
  }
`;

const Count = styled.span`
  opacity: 0.75;
`;

/** Props of {@link CategoryChips}. */
export interface CategoryChipsProps {
  categories: readonly BlogCategory[];
  /** The slug of the category being shown, marked as current. */
  current?: string;
  label?: string;
}

/** Every category as a link chip with its number of posts. */
export function CategoryChips({ categories, current, label = 'دسته‌بندی‌ها' }: CategoryChipsProps) {
  return (
    <nav aria-label={label}>
      <List>
        {categories.map((category) => (
          <li key={category.id}>
            <Chip to={blogPaths.category(category.slug)} selected={category.slug === current}>
              <bdi>{category.name}</bdi>
              <Count aria-hidden="true">({formatNumber(category.posts_count)})</Count>
              <span className="visually-hidden">، {formatNumber(category.posts_count)} مقاله</span>
            </Chip>
          </li>
        ))}
      </List>
    </nav>
  );
}
