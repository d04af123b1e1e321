import type { BlogCategory } from '@shared/api-client';

/** A top-level category with its sub-categories. */
export interface CategoryBranch {
  category: BlogCategory;
  children: BlogCategory[];
}

/**
 * Groups categories under their parents, in the API's order. A category
 * whose parent is not in the list stands on its own.
 */
export function categoryTree(categories: readonly BlogCategory[]): CategoryBranch[] {
  const ids = new Set(categories.map((category) => category.id));
  const isChild = (category: BlogCategory) => category.parent != null && ids.has(category.parent.id);
  return categories
    .filter((category) => !isChild(category))
    .map((category) => ({
      category,
      children: categories.filter((child) => isChild(child) && child.parent?.id === category.id),
    }));
}
