import type { BlogCategory } from '@shared/api-client';
import { categoryTree } from './category-tree.ts';

const category = (id: number, parent?: number): BlogCategory => ({
  id,
  name: `دسته ${id}`,
  slug: `c${id}`,
  posts_count: id,
  parent: parent ? { id: parent, name: `دسته ${parent}`, slug: `c${parent}` } : null,
});

describe('categoryTree', () => {
  it('puts sub-categories under their parents, keeping the order', () => {
    const tree = categoryTree([category(1), category(4), category(5, 4), category(6, 4), category(7)]);
    expect(tree.map((branch) => [branch.category.id, branch.children.map((child) => child.id)])).toEqual([
      [1, []],
      [4, [5, 6]],
      [7, []],
    ]);
  });

  it('keeps an orphan at the top level', () => {
    expect(categoryTree([category(5, 99)]).map((branch) => branch.category.id)).toEqual([5]);
  });
});
