import type {
  BillEntryDto,
  BlockchainDto,
  ExtractInfoDto,
  extractBody,
  RechargeDto,
  RechargeForm,
  RechargeInfoDto,
  WithdrawalDto,
} from '@shop/contract/wallet';
import type { LedgerKind } from '@shop/contract/wallet-status';
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { KEEP_LAST_SEEN } from '../../lib/last-seen-storage.ts';
import { userKeys } from '../../lib/query-keys.ts';
import { request } from '../../lib/request.ts';

/**
 * The wallet's calls (/api/user/getBlockchain, recharge_info, recharge, recharge_log, extract, extract_log, bill).
 * Messages and refusal reasons come back in the shopper's language, so every key carries it.
 */
export const WALLET_PAGE_SIZE = 10;

/** What POST /api/user/extract takes: amounts as "12.50" (the contract's extractBody before parsing). */
export type ExtractForm = z.input<typeof extractBody>;

/** The records' filter: all, or one audit status (0 auditing, 1 passed, 2 refused). */
export type AuditTab = 'all' | 0 | 1 | 2;

export const walletKeys = {
  all: ['wallet'] as const,
  blockchain: (lang: string) => [...walletKeys.all, 'blockchain', lang] as const,
  rechargeInfo: (lang: string) => [...walletKeys.all, 'rechargeInfo', lang] as const,
  extractInfo: (lang: string) => [...walletKeys.all, 'extractInfo', lang] as const,
  rechargeLog: (lang: string, status: AuditTab) => [...walletKeys.all, 'rechargeLog', lang, String(status)] as const,
  extractLog: (lang: string, status: AuditTab) => [...walletKeys.all, 'extractLog', lang, String(status)] as const,
  bill: (lang: string, kind: LedgerKind | 'all') => [...walletKeys.all, 'bill', lang, kind] as const,
};

interface ListPage<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

const nextPage = <T>(last: ListPage<T>) => (last.page * last.limit < last.total ? last.page + 1 : undefined);

/** The operator's deposit networks, each with its address and smallest amount. */
export const blockchainQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: walletKeys.blockchain(lang),
    queryFn: () => request<BlockchainDto[]>('/user/getBlockchain'),
  });

/** The bank details of a manual transfer and the smallest recharge. */
export const rechargeInfoQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: walletKeys.rechargeInfo(lang),
    queryFn: () => request<RechargeInfoDto>('/user/recharge_info'),
  });

/**
 * Balance, service charge and smallest withdrawal: read on every visit, the balance moves elsewhere. Offline, the
 * withdrawal page shows the last ones seen (lib/last-seen.ts) and its submit is refused by the request client.
 */
export const extractInfoQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: walletKeys.extractInfo(lang),
    queryFn: () => request<ExtractInfoDto>('/user/extract'),
    staleTime: 0,
    meta: KEEP_LAST_SEEN,
  });

export const rechargeLogQueryOptions = (lang: string, status: AuditTab) =>
  infiniteQueryOptions({
    queryKey: walletKeys.rechargeLog(lang, status),
    queryFn: ({ pageParam }) =>
      request<ListPage<RechargeDto>>('/user/recharge_log', {
        params: { status, page: pageParam, limit: WALLET_PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
  });

export const extractLogQueryOptions = (lang: string, status: AuditTab) =>
  infiniteQueryOptions({
    queryKey: walletKeys.extractLog(lang, status),
    queryFn: ({ pageParam }) =>
      request<ListPage<WithdrawalDto>>('/user/extract_log', {
        params: { status, page: pageParam, limit: WALLET_PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
  });

/** The fund record: ledger entries, newest first, all kinds or one. */
export const billQueryOptions = (lang: string, kind: LedgerKind | 'all') =>
  infiniteQueryOptions({
    queryKey: walletKeys.bill(lang, kind),
    queryFn: ({ pageParam }) =>
      request<ListPage<BillEntryDto>>('/user/bill', {
        params: { page: pageParam, limit: WALLET_PAGE_SIZE, kind: kind === 'all' ? undefined : kind },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
  });

/**
 * POST /api/user/recharge with its Idempotency-Key. The request client shows a refusal (used transaction hash,
 * amount too small…) as a failure toast.
 */
export function submitRecharge(body: RechargeForm, idempotencyKey: string): Promise<RechargeDto> {
  return request<RechargeDto>('/user/recharge', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * POST /api/user/extract with its Idempotency-Key. Silent: the page answers each refusal itself (a wrong payment
 * code stays under the code field, no code set offers the settings).
 */
export function submitWithdrawal(body: ExtractForm, idempotencyKey: string): Promise<WithdrawalDto> {
  return request<WithdrawalDto>('/user/extract', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    silent: true,
  });
}

/** After money moved: every wallet screen and the balance on the Me page read again. */
export async function invalidateWallet(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: walletKeys.all }),
    queryClient.invalidateQueries({ queryKey: userKeys.info() }),
  ]);
}
