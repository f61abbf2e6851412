import { categoryAdminDto, type categorySaveBody } from '@shop/contract/console-catalogue';
import type { z } from 'zod';
import { request } from '../../lib/request.ts';

export type CategorySaveInput = z.input<typeof categorySaveBody>;

/** Creates a category, or changes the one named by `id`; answers it as saved. */
export function saveCategory(body: CategorySaveInput) {
  return request('/api/console/category/save', { method: 'POST', body, schema: categoryAdminDto });
}
