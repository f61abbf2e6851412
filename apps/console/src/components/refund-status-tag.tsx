import { RefundStatusTag as DeskRefundStatusTag, refundStatusLabeler } from '@shop/desk/refunds/refund-status.tsx';
import { useTranslation } from 'react-i18next';

/** A refund status in the operator's words. */
export function useRefundStatusLabel(): (status: number) => string {
  const { t } = useTranslation('common');
  return refundStatusLabeler((name) => t(`refund.status.${name}`));
}

/** The status, with the rejection reason under it when there is one. */
export function RefundStatusTag(props: { status: number; reason?: string }) {
  return <DeskRefundStatusTag {...props} label={useRefundStatusLabel()} />;
}
