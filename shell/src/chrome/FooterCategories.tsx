import { useId, useState } from 'react';
import { Link } from '@shared/router';
import styled from 'styled-components';
import type { GlobalData } from '@shared/api-client';
import { Button } from '@shared/ui';
import { vendorCategoryPath } from './site-links.ts';

/** How many vendor categories show before the list is expanded (spec section 9). */
export const FOOTER_CATEGORIES_COLLAPSED = 15;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding-inline: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: 2.2;
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * The footer's vendor categories: the first 15, and a show more/less toggle
 * for the rest (spec sections 2 and 4: collapsed or expanded).
 */
export function FooterCategories({ categories }: { categories: GlobalData['vendor_categories'] }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const headingId = useId();
  const shown = expanded ? categories : categories.slice(0, FOOTER_CATEGORIES_COLLAPSED);
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId}>دسته‌بندی‌ها</h2>
      <List id={listId}>
        {shown.map((category) => (
          <li key={category.slug}>
            <Link to={vendorCategoryPath(category.slug)}>{category.name}</Link>
          </li>
        ))}
      </List>
      {categories.length > FOOTER_CATEGORIES_COLLAPSED && (
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'نمایش کمتر' : 'نمایش بیشتر'}
        </Button>
      )}
    </nav>
  );
}
