import type { CategoryAdminDto } from '@shop/contract/console-catalogue';

/** A category row of the tree table: a top-level category carries its subcategories as `children`. */
export type CategoryRow = CategoryAdminDto & { children?: CategoryRow[] };

/** The flat list (in its order) as the two-level tree the table shows; a parent without children has none. */
export function categoryTree(list: readonly CategoryAdminDto[]): CategoryRow[] {
  const byParent = new Map<number, CategoryRow[]>();
  for (const category of list) {
    if (category.parent_id !== null)
      byParent.set(category.parent_id, [...(byParent.get(category.parent_id) ?? []), category]);
  }
  const known = new Set(list.map((category) => category.id));
  return list
    .filter((category) => category.parent_id === null || !known.has(category.parent_id))
    .map((category) => {
      const children = byParent.get(category.id);
      return children ? { ...category, children } : { ...category };
    });
}

/** The top-level categories that may take `category` (undefined: a new one) as a subcategory. */
export function parentChoices(list: readonly CategoryAdminDto[], category?: CategoryAdminDto): CategoryAdminDto[] {
  if (category && category.child_count > 0) return [];
  return list.filter(
    (candidate) => candidate.parent_id === null && candidate.id !== category?.id && candidate.product_count === 0,
  );
}
