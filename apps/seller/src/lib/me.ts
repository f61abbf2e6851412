import { sellerMeDto } from '@shop/contract/seller-me';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { ME_KEY } from './query-keys.ts';
import { request } from './request.ts';

/**
 * The signed-in seller with the shop (name, logo, active) and the balance: the header, the suspended-shop banner and
 * the payment-code forms read it. Refetched when the window comes back, so a suspension shows without a reload.
 */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: ME_KEY,
    queryFn: ({ signal }) => request('/api/seller/me', { schema: sellerMeDto, signal }),
  });

/** Starts reading who is signed in (the signed-in frame's loader), beside the frame's download. */
export const startMeRead = (queryClient: QueryClient): void => {
  void queryClient.prefetchQuery(meQueryOptions());
};
