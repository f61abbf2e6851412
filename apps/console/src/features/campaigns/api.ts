import { campaignDto, campaignListDto, type campaignSaveBody } from '@shop/contract/promotion';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../lib/request.ts';

/** What the console sends: the name in the languages written, the window as ISO times. */
export type CampaignSaveInput = z.input<typeof campaignSaveBody>;

export const CAMPAIGNS_KEY = ['campaigns'] as const;

export const campaignsQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: [...CAMPAIGNS_KEY, 'list', { page, limit }],
    queryFn: ({ signal }) =>
      request(`/api/console/campaigns?page=${page}&limit=${limit}`, { schema: campaignListDto, signal }),
    placeholderData: keepPreviousData,
  });

/** Creates a campaign, or changes the one named by `id`: the deals that joined it take its window, and its stop. */
export function saveCampaign(body: CampaignSaveInput) {
  return request('/api/console/campaign/save', { method: 'POST', body, schema: campaignDto });
}
