import { sellerPayPasswordBody, settlementListDto, shopLedgerDto } from '@shop/contract/seller';
import { type extractBody, extractInfoDto, withdrawalDto, withdrawalListDto } from '@shop/contract/wallet';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { MONEY_KEY } from '../../lib/query-keys.ts';
import { request } from '../../lib/request.ts';

export const settlementsQueryOptions = (params: URLSearchParams) =>
  queryOptions({
    queryKey: [...MONEY_KEY, 'settlements', params.toString()],
    queryFn: ({ signal }) => request(`/api/seller/settlements?${params}`, { schema: settlementListDto, signal }),
    placeholderData: keepPreviousData,
  });

export const ledgerQueryOptions = (params: URLSearchParams) =>
  queryOptions({
    queryKey: [...MONEY_KEY, 'ledger', params.toString()],
    queryFn: ({ signal }) => request(`/api/seller/ledger?${params}`, { schema: shopLedgerDto, signal }),
    placeholderData: keepPreviousData,
  });

export const withdrawalsQueryOptions = (params: URLSearchParams) =>
  queryOptions({
    queryKey: [...MONEY_KEY, 'withdrawals', params.toString()],
    queryFn: ({ signal }) => request(`/api/seller/withdrawals?${params}`, { schema: withdrawalListDto, signal }),
    placeholderData: keepPreviousData,
  });

/** The balance, the charge's rate and minimum, and the smallest withdrawal: what the form shows before asking. */
export const withdrawInfoQueryOptions = () =>
  queryOptions({
    queryKey: [...MONEY_KEY, 'withdraw-info'],
    queryFn: ({ signal }) => request('/api/seller/withdraw', { schema: extractInfoDto, signal }),
    staleTime: 0,
  });

export type WithdrawRequest = z.input<typeof extractBody>;

/**
 * Asks for a withdrawal: amount + charge move from the balance into a hold until an operator pays it out. The key
 * makes a retried click replay, not withdraw twice.
 */
export function requestWithdrawal({ body, idempotencyKey }: { body: WithdrawRequest; idempotencyKey: string }) {
  return request('/api/seller/withdraw', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: withdrawalDto,
  });
}

export type PayPasswordRequest = z.input<typeof sellerPayPasswordBody>;

/** Sets the payment code, or changes it with the old one. */
export function setPayPassword(body: PayPasswordRequest) {
  return request('/api/seller/pay_password', { method: 'POST', body });
}
