import { consoleWalletListQuery } from '@shop/contract/console-wallet';
import { AUDIT_STATUS } from '@shop/contract/wallet-status';
import { type ListFiltersState, useListFilters } from '@shop/desk/list/use-list-filters.ts';

/**
 * A recharge or withdrawal queue's filters, in the URL (desk's list kit, checked by the contract's query schema).
 * The queue opens on what waits for the operator (auditing); "every status" is written status=all.
 */
export function useAuditFilters(): AuditQueue {
  return useListFilters(consoleWalletListQuery, { status: AUDIT_STATUS.auditing });
}

export type AuditQueue = ListFiltersState<typeof consoleWalletListQuery>;
