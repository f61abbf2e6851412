import {
  type SellerApplicationDto,
  sellerApplicationListDto,
  type sellerApplicationListQuery,
} from '@shop/contract/seller';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../lib/request.ts';

export type { SellerApplicationDto };
export type ApplicationFilters = z.output<typeof sellerApplicationListQuery>;

/** Every applications query starts with this key: a decision refreshes the list. */
export const APPLICATIONS_KEY = ['seller-applications'] as const;

export const applicationsQueryOptions = (params: URLSearchParams) =>
  queryOptions({
    queryKey: [...APPLICATIONS_KEY, params.toString()],
    queryFn: ({ signal }) =>
      request(`/api/console/seller_applications?${params}`, { schema: sellerApplicationListDto, signal }),
    placeholderData: keepPreviousData,
  });

/** Approves an application: the shop is created, active, at the platform's default commission. */
export function approveApplication(id: number) {
  return request('/api/console/seller_application/approve', {
    method: 'POST',
    body: { id },
    schema: z.object({ shop_id: z.number().int() }),
  });
}

/** Refuses it with the reason the applicant reads when signing in. */
export function refuseApplication(id: number, reason: string) {
  return request('/api/console/seller_application/refuse', { method: 'POST', body: { id, reason } });
}

/** Turns an approved owner's two-factor sign-in off (lost phone and codes); its sessions end. */
export function resetOwnerTwoFactor(id: number) {
  return request('/api/console/seller/reset_two_factor', { method: 'POST', body: { id } });
}
