import { REFUND_STATUS } from '@shop/contract/after-sales-status';
import type { ConsoleRefundDto } from '@shop/contract/refund';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { IdempotentAttempts, isAnswered } from '@shop/desk/request/idempotent-attempts.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonModal } from '../../components/reason-modal.tsx';
import { DASHBOARD_KEY, ORDERS_KEY, REFUNDS_KEY } from '../../lib/query-keys.ts';
import { approveRefund, isStaleRefund, receiveReturn, type RefundMoneyRequest, rejectRefund } from './api.ts';

/**
 * The keys of approvals and receipts, shared by the list and the detail page: a confirm retried after a lost answer,
 * on either page, is sent with the same key and replayed instead of crediting twice.
 */
export const refundAttempts = new IdempotentAttempts();

type Action = 'approve' | 'receive';

const SENDERS: Record<Action, (request: RefundMoneyRequest) => Promise<unknown>> = {
  approve: approveRefund,
  receive: receiveReturn,
};

/** What changes with a refund: the list, its detail, the order behind it (its status moves too), the dashboard. */
function useRefreshRefund() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: REFUNDS_KEY });
    void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
  };
}

interface ButtonProps {
  refund: ConsoleRefundDto;
  attempts?: IdempotentAttempts;
  size?: 'small' | 'middle';
}

function MoneyActionButton({
  action,
  label,
  title,
  description,
  successText,
  refund,
  attempts = refundAttempts,
  size = 'small',
}: ButtonProps & { action: Action; label: string; title: string; description: string; successText: string }) {
  const { t: desk } = useTranslation('desk');
  const refresh = useRefreshRefund();
  const { message } = App.useApp();
  const mutation = useMutation({
    mutationFn: SENDERS[action],
    onSuccess: () => {
      attempts.answered();
      refresh();
      void message.success(successText);
    },
    onError: (error) => {
      // A lost answer leaves the attempt open: the next confirm is the same attempt, with the same key.
      if (isAnswered(error)) attempts.answered();
      if (isStaleRefund(error)) refresh();
      void message.error(error.message);
    },
  });
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={desk('actions.confirm')}
      cancelText={desk('actions.cancel')}
      onConfirm={() => {
        const body = { id: refund.id };
        const idempotencyKey = attempts.keyFor({ action, ...body });
        // The promise keeps the confirm button spinning until the server answers; onError already told the seller.
        return mutation.mutateAsync({ ...body, idempotencyKey }).catch(() => undefined);
      }}
    >
      <Button type="primary" size={size} loading={mutation.isPending}>
        {label}
      </Button>
    </Popconfirm>
  );
}

/**
 * What the seller can do with a request now: approve or reject it while pending, confirm the goods came back once
 * the shopper returned them. Approving and receiving move money: each is sent with an Idempotency-Key.
 */
export function RefundActions({ refund, attempts, size }: ButtonProps) {
  const { t } = useTranslation('refunds');
  const format = useFormat();
  const refresh = useRefreshRefund();
  const [rejecting, setRejecting] = useState(false);
  const values = { amount: format.money(refund.amount), account: refund.buyer.account };

  // The platform handles this step (goods sent back to its address, or a request left undecided too long).
  if (refund.waiting_for === 'platform') {
    return <Typography.Text type="secondary">{t('actions.platformDecides')}</Typography.Text>;
  }
  if (refund.status === REFUND_STATUS.returned) {
    return (
      <MoneyActionButton
        refund={refund}
        attempts={attempts}
        size={size}
        action="receive"
        label={t('actions.receive')}
        title={t('actions.receiveTitle', { id: refund.id })}
        description={t('actions.creditedNow', values)}
        successText={t('actions.received')}
      />
    );
  }
  if (refund.status !== REFUND_STATUS.pending) return null;
  return (
    <Space wrap>
      <MoneyActionButton
        refund={refund}
        attempts={attempts}
        size={size}
        action="approve"
        label={t('actions.approve')}
        title={t('actions.approveTitle', { id: refund.id })}
        description={
          refund.type === 'refund_only' ? t('actions.creditedNow', values) : t('actions.creditedOnReceipt', values)
        }
        successText={t('actions.approved')}
      />
      <Button danger size={size ?? 'small'} onClick={() => setRejecting(true)}>
        {t('actions.reject')}
      </Button>
      {rejecting && (
        <ReasonModal
          title={t('actions.rejectTitle', { id: refund.id })}
          okText={t('actions.reject')}
          requiredMessage={t('actions.rejectRequired')}
          successText={t('actions.rejected')}
          note={t('actions.rejectNote')}
          submit={(reason) => rejectRefund({ id: refund.id, reason })}
          onDone={refresh}
          onFailed={(error) => {
            if (isStaleRefund(error)) refresh();
          }}
          onClose={() => setRejecting(false)}
        />
      )}
    </Space>
  );
}
