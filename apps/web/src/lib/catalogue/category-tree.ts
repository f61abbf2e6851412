import type { CategoryDto } from '@shop/contract/catalogue';

/**
 * The category tree as the shopper app browses it: two levels, products on the leaves, a parent's list holding its
 * subcategories' products (the API answers a parent's `category_id` so).
 */

/** The top-level categories, in their order. */
export function topLevel(categories: readonly CategoryDto[]): CategoryDto[] {
  return categories.filter((category) => !category.parent_id);
}

/** A category's subcategories, in their order (none for a leaf). */
export function subcategoriesOf(categories: readonly CategoryDto[], id: number | undefined): CategoryDto[] {
  return id === undefined ? [] : categories.filter((category) => category.parent_id === id);
}

/** The top-level category a category sits under (itself when top-level); undefined when not in the list. */
export function rootOf(categories: readonly CategoryDto[], id: number | undefined): CategoryDto | undefined {
  const category = categories.find((candidate) => candidate.id === id);
  if (!category?.parent_id) return category;
  return categories.find((candidate) => candidate.id === category.parent_id);
}
