import { REFUND_STATUS } from '@shop/contract/after-sales-status';
import type { ConsoleRefundDto } from '@shop/contract/refund';
import { useAccess } from '@shop/desk/access/access.tsx';
import { RefundActions as DeskRefundActions, type RefundDecisionDesk } from '@shop/desk/refunds/refund-actions.tsx';
import { IdempotentAttempts } from '@shop/desk/request/idempotent-attempts.ts';
import { useTranslation } from 'react-i18next';
import { ORDERS_KEY } from '../../lib/query-keys.ts';
import { approveRefund, isStaleRefund, receiveRefund, REFUNDS_KEY, rejectRefund } from './api.ts';

/**
 * The keys of approvals and receipts, shared by the queue and the detail page: a confirm retried after a lost
 * answer, on either page, is sent with the same key and replayed instead of crediting twice.
 */
export const refundAttempts = new IdempotentAttempts();

/**
 * What the signed-in operator may do with refunds (the contract's table): approve and reject are money decisions
 * (finance), confirming returned goods is fulfilment's; support and others only read.
 */
export function useRefundDecisions() {
  const access = useAccess();
  const decide = access.can('refunds_decide');
  const receive = access.can('refunds_receive');
  return {
    decide,
    receive,
    /** Whether the operator can act on a request in this status (the actions column shows only where they can). */
    canAct: (status: number) =>
      (status === REFUND_STATUS.pending && decide) || (status === REFUND_STATUS.returned && receive),
  };
}

interface Props {
  refund: ConsoleRefundDto;
  attempts?: IdempotentAttempts;
  size?: 'small' | 'middle';
}

/**
 * What the operator can do with a request now (desk's RefundActions), as their roles allow: approve or reject it
 * while pending (finance), confirm receipt once returned (fulfilment). A decision refreshes the queue, the detail
 * and the order behind it.
 */
export function RefundActions({ refund, attempts = refundAttempts, size }: Props) {
  const { t } = useTranslation('refunds');
  const may = useRefundDecisions();
  const desk: RefundDecisionDesk = {
    approve: approveRefund,
    receive: receiveRefund,
    reject: rejectRefund,
    isStale: isStaleRefund,
    refresh: [REFUNDS_KEY, ORDERS_KEY],
    words: (key, values) => t(key, values ?? {}),
  };
  return <DeskRefundActions refund={refund} desk={desk} attempts={attempts} size={size} may={may} />;
}
