import { categoryAdminListDto, productEditDto, productRowListDto } from '@shop/contract/console-catalogue';
import { shopOptionDto } from '@shop/contract/console-orders';
import { UPLOAD_FIELD, uploadDto } from '@shop/contract/upload';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from './request.ts';

/**
 * What several catalogue features need: the categories (the products' filter and editor, the banners' target), the
 * shops to pick from, and the picture upload. Every catalogue query starts with CATALOGUE_KEY, so a save in one
 * feature refreshes what the others show.
 */
export const CATALOGUE_KEY = ['catalogue'] as const;

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'categories'],
    queryFn: ({ signal }) => request('/api/console/categories', { schema: categoryAdminListDto, signal }),
  });

const shopOptionListDto = z.object({ list: z.array(shopOptionDto) });

/** Every shop's id and name (in the language on screen), for pickers. */
export const shopOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'shop-options'],
    queryFn: ({ signal }) => request('/api/console/shop_options', { schema: shopOptionListDto, signal }),
  });

/** Uploads have a minute: a 5 MB picture on a slow line takes longer than the 10 s of other calls. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** Sends one picture (POST /api/console/upload, multipart field `file`); resolves with the url to save. */
export function uploadPicture(file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  return request('/api/console/upload', {
    method: 'POST',
    body: form,
    schema: uploadDto,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

/** Products whose title or code holds `keyword` (the first 20), for pickers such as a banner's link. */
export const productSearchQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'product-search', keyword],
    queryFn: ({ signal }) =>
      request(`/api/console/products?${new URLSearchParams({ keyword, page: '1', limit: '20' })}`, {
        schema: productRowListDto,
        signal,
      }),
  });

/** One product's title in every language, to name a picker's current choice. */
export const productTitleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'product-title', id],
    queryFn: async ({ signal }) =>
      (await request(`/api/console/product?id=${id}`, { schema: productEditDto, signal })).title,
  });
