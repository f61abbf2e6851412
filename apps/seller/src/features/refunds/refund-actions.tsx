import type { ConsoleRefundDto } from '@shop/contract/refund';
import { RefundActions as DeskRefundActions, type RefundDecisionDesk } from '@shop/desk/refunds/refund-actions.tsx';
import { IdempotentAttempts } from '@shop/desk/request/idempotent-attempts.ts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_KEY, ORDERS_KEY, REFUNDS_KEY } from '../../lib/query-keys.ts';
import { approveRefund, isStaleRefund, receiveReturn, rejectRefund } from './api.ts';

/**
 * The keys of approvals and receipts, shared by the list and the detail page: a confirm retried after a lost answer,
 * on either page, is sent with the same key and replayed instead of crediting twice.
 */
export const refundAttempts = new IdempotentAttempts();

/**
 * What the seller can do with a request now (desk's RefundActions): approve or reject it while pending, confirm the
 * goods came back once the shopper returned them; nothing where the platform takes the step. A decision refreshes
 * the list, the detail, the order behind it and the dashboard.
 */
export function RefundActions({
  refund,
  attempts = refundAttempts,
  size,
}: {
  refund: ConsoleRefundDto;
  attempts?: IdempotentAttempts;
  size?: 'small' | 'middle';
}) {
  const { t } = useTranslation('refunds');
  // The platform handles this step (goods sent back to its address, or a request left undecided too long).
  if (refund.waiting_for === 'platform') {
    return <Typography.Text type="secondary">{t('actions.platformDecides')}</Typography.Text>;
  }
  const desk: RefundDecisionDesk = {
    approve: approveRefund,
    receive: receiveReturn,
    reject: rejectRefund,
    isStale: isStaleRefund,
    refresh: [REFUNDS_KEY, ORDERS_KEY, DASHBOARD_KEY],
    words: (key, values) => t(key, values ?? {}),
  };
  return <DeskRefundActions refund={refund} desk={desk} attempts={attempts} size={size} />;
}
