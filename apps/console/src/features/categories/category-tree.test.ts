import type { CategoryAdminDto } from '@shop/contract/console-catalogue';
import { describe, expect, it } from 'vitest';
import { categoryTree, parentChoices } from './category-tree.ts';

const category = (id: number, extra: Partial<CategoryAdminDto> = {}): CategoryAdminDto => ({
  id,
  slug: `c${id}`,
  name: { en: `C${id}` },
  icon: '',
  sort: id,
  product_count: 0,
  parent_id: null,
  hidden: false,
  child_count: 0,
  ...extra,
});

describe('categoryTree', () => {
  it('nests subcategories under their parent in the list’s order', () => {
    const list = [
      category(1, { child_count: 2 }),
      category(2, { product_count: 3 }),
      category(3, { parent_id: 1 }),
      category(4, { parent_id: 1 }),
    ];
    const tree = categoryTree(list);
    expect(tree.map((row) => row.id)).toEqual([1, 2]);
    expect(tree[0]!.children?.map((row) => row.id)).toEqual([3, 4]);
    expect(tree[1]!.children).toBeUndefined();
  });
});

describe('parentChoices', () => {
  const list = [
    category(1, { child_count: 1 }),
    category(2, { product_count: 5 }),
    category(3, { parent_id: 1 }),
    category(4),
  ];

  it('offers top-level categories without products, never the category itself or a subcategory', () => {
    expect(parentChoices(list).map((c) => c.id)).toEqual([1, 4]);
    expect(parentChoices(list, list[3]).map((c) => c.id)).toEqual([1]);
  });

  it('offers nothing to a category that has subcategories (it would make a third level)', () => {
    expect(parentChoices(list, list[0])).toEqual([]);
  });
});
