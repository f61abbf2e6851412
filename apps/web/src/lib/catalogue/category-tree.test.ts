import type { CategoryDto } from '@shop/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { rootOf, subcategoriesOf, topLevel } from './category-tree.ts';

const icon = { small: '', large: '' };
const category = (id: number, parent_id: number | null): CategoryDto => ({
  id,
  slug: `c${id}`,
  name: `C${id}`,
  icon,
  parent_id,
});
const list = [category(1, null), category(2, null), category(3, 1), category(4, 1)];

describe('the category tree', () => {
  it('splits the top level from the subcategories', () => {
    expect(topLevel(list).map((c) => c.id)).toEqual([1, 2]);
    expect(subcategoriesOf(list, 1).map((c) => c.id)).toEqual([3, 4]);
    expect(subcategoriesOf(list, 2)).toEqual([]);
    expect(subcategoriesOf(list, undefined)).toEqual([]);
  });

  it('finds the top-level category of any category', () => {
    expect(rootOf(list, 4)?.id).toBe(1);
    expect(rootOf(list, 2)?.id).toBe(2);
    expect(rootOf(list, 99)).toBeUndefined();
  });
});
