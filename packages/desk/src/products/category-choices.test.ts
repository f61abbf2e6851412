import { describe, expect, it } from 'vitest';
import { leafCategoryChoices } from './category-choices.ts';

const names: Record<number, string> = {
  1: 'Food',
  2: 'Electronics',
  3: 'Phones',
  4: 'Laptops',
  5: 'Toys',
  6: 'Orphan',
};
const nameOf = (category: { id: number }) => names[category.id]!;

describe('leafCategoryChoices', () => {
  it('offers top-level leaves and each parent’s subcategories under its name, never a parent itself', () => {
    const categories = [
      { id: 1, parent_id: null },
      { id: 2, parent_id: null },
      { id: 5, parent_id: null },
      { id: 4, parent_id: 2 },
      { id: 3, parent_id: 2 },
    ];
    expect(leafCategoryChoices(categories, nameOf)).toEqual([
      { id: 1, name: 'Food' },
      { id: 4, name: 'Electronics › Laptops' },
      { id: 3, name: 'Electronics › Phones' },
      { id: 5, name: 'Toys' },
    ]);
  });

  it('keeps a subcategory whose parent is not in the list, by its own name', () => {
    expect(leafCategoryChoices([{ id: 6, parent_id: 99 }], nameOf)).toEqual([{ id: 6, name: 'Orphan' }]);
  });
});
