import { categoryAdminDto, type categorySaveBody } from '@shop/contract/console-catalogue';
import { z } from 'zod';
import { request } from '../../lib/request.ts';

export type CategorySaveInput = z.input<typeof categorySaveBody>;

/** Creates a category, or changes the one named by `id`; answers it as saved. */
export function saveCategory(body: CategorySaveInput) {
  return request('/api/console/category/save', { method: 'POST', body, schema: categoryAdminDto });
}

/** Deletes an empty category (the server refuses one with products, subcategories or a banner, and says why). */
export function deleteCategory(id: number) {
  return request('/api/console/category/delete', { method: 'POST', body: { id }, schema: z.null() });
}
