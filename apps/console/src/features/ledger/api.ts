import { ledgerCheckDto, ledgerViewDto } from '@shop/contract/console-wallet';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request.ts';

export const LEDGER_KEY = ['ledger'] as const;

export function getLedger(account: string, page: number, limit: number, signal?: AbortSignal) {
  const params = new URLSearchParams({ account, page: String(page), limit: String(limit) });
  return request(`/api/console/ledger?${params}`, { schema: ledgerViewDto, signal });
}

export const ledgerQueryOptions = (account: string, page: number, limit: number) =>
  queryOptions({
    queryKey: [...LEDGER_KEY, 'account', { account, page, limit }],
    queryFn: ({ signal }) => getLedger(account, page, limit, signal),
    // Paging keeps the rows on screen until the next page arrives; another account never shows the last one's.
    placeholderData: (previous, previousQuery) => {
      const key = previousQuery?.queryKey[2];
      return typeof key === 'object' && key !== null && 'account' in key && key.account === account
        ? previous
        : undefined;
    },
  });

export function checkLedger(signal?: AbortSignal) {
  return request('/api/console/ledger/check', { schema: ledgerCheckDto, signal });
}

/** Run on demand only (it reads every account): the card's button fetches it. */
export const ledgerCheckQueryOptions = () =>
  queryOptions({ queryKey: [...LEDGER_KEY, 'check'], queryFn: ({ signal }) => checkLedger(signal), enabled: false });
