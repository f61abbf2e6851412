import { bannerAdminDto, bannerAdminListDto, type bannerSaveBody } from '@shop/contract/console-catalogue';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { CATALOGUE_KEY } from '../../lib/catalogue.ts';
import { request } from '../../lib/request.ts';

export type BannerSaveInput = z.input<typeof bannerSaveBody>;

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'banners'],
    queryFn: ({ signal }) => request('/api/console/banners', { schema: bannerAdminListDto, signal }),
  });

/** Creates a banner, or changes the one named by `id`; answers it as saved. */
export function saveBanner(body: BannerSaveInput) {
  return request('/api/console/banner/save', { method: 'POST', body, schema: bannerAdminDto });
}
