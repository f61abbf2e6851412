import {
  payoutAccountDto,
  type payoutAccountIdBody,
  payoutAccountListDto,
  type PayoutAccountForm,
} from '@shop/contract/payout-account';
import {
  type SellerWithdrawForm,
  sellerPayPasswordBody,
  sellerWithdrawalDto,
  sellerWithdrawalListDto,
  settlementListDto,
  shopLedgerDto,
} from '@shop/contract/seller';
import { extractInfoDto } from '@shop/contract/wallet';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
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
    queryFn: ({ signal }) => request(`/api/seller/withdrawals?${params}`, { schema: sellerWithdrawalListDto, signal }),
    placeholderData: keepPreviousData,
  });

/** The balance, the charge's rate and minimum, and the smallest withdrawal: what the form shows before asking. */
export const withdrawInfoQueryOptions = () =>
  queryOptions({
    queryKey: [...MONEY_KEY, 'withdraw-info'],
    queryFn: ({ signal }) => request('/api/seller/withdraw', { schema: extractInfoDto, signal }),
    staleTime: 0,
  });

export type WithdrawRequest = SellerWithdrawForm;

/**
 * Asks for a withdrawal to one of the shop's payout accounts: amount + charge move from the balance into a hold
 * until an operator pays it out. The key makes a retried click replay, not withdraw twice.
 */
export function requestWithdrawal({ body, idempotencyKey }: { body: WithdrawRequest; idempotencyKey: string }) {
  return request('/api/seller/withdraw', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: sellerWithdrawalDto,
  });
}

/** The shop's payout accounts (where withdrawals are paid), oldest first, and how many it may keep. */
export const payoutAccountsQueryOptions = () =>
  queryOptions({
    queryKey: [...MONEY_KEY, 'payout-accounts'],
    queryFn: ({ signal }) => request('/api/seller/payout_accounts', { schema: payoutAccountListDto, signal }),
  });

/** Adds a payout account, or changes one (`id`): answers it as kept (an IBAN in groups of four). */
export function savePayoutAccount(body: PayoutAccountForm) {
  return request('/api/seller/payout_account/save', { method: 'POST', body, schema: payoutAccountDto });
}

/**
 * Deletes a payout account; withdrawals already asked keep their copy of it. The authenticator's code goes along
 * when the owner has two-factor sign-in on.
 */
export function deletePayoutAccount(body: z.input<typeof payoutAccountIdBody>) {
  return request('/api/seller/payout_account/delete', { method: 'POST', body, schema: z.null() });
}

export type PayPasswordRequest = z.input<typeof sellerPayPasswordBody>;

/** Sets the payment code, or changes it with the old one. */
export function setPayPassword(body: PayPasswordRequest) {
  return request('/api/seller/pay_password', { method: 'POST', body });
}
