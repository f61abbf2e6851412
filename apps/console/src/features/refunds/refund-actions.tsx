import { REFUND_STATUS } from '@shop/contract/after-sales-status';
import type { ConsoleRefundDto } from '@shop/contract/refund';
import { useAccess } from '@shop/desk/access/access.tsx';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { IdempotentAttempts, isAnswered } from '@shop/desk/request/idempotent-attempts.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonModal } from '../../components/reason-modal.tsx';
import { ORDERS_KEY } from '../../lib/query-keys.ts';
import {
  approveRefund,
  isStaleRefund,
  receiveRefund,
  REFUNDS_KEY,
  type RefundMoneyRequest,
  rejectRefund,
} from './api.ts';

/**
 * The keys of approvals and receipts, shared by the queue and the detail page: a confirm retried after a lost
 * answer, on either page, is sent with the same key and replayed instead of crediting twice.
 */
export const refundAttempts = new IdempotentAttempts();

type Action = 'approve' | 'receive';

const SENDERS: Record<Action, (request: RefundMoneyRequest) => Promise<unknown>> = {
  approve: approveRefund,
  receive: receiveRefund,
};

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

/** What changes with a refund: the queue, its detail, and the order behind it (its status moves too). */
function useRefreshRefund() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: REFUNDS_KEY });
    void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
  };
}

function useMoneyAction(action: Action, attempts: IdempotentAttempts, successText: string) {
  const refresh = useRefreshRefund();
  const { message } = App.useApp();
  return useMutation({
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
  const mutation = useMoneyAction(action, attempts, successText);
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={desk('actions.confirm')}
      cancelText={desk('actions.cancel')}
      // The promise keeps the confirm button spinning until the server answers; a failure is already shown by
      // onError, so it is not thrown again into the popover.
      onConfirm={() => {
        const body = { id: refund.id };
        const idempotencyKey = attempts.keyFor({ action, ...body });
        return mutation.mutateAsync({ ...body, idempotencyKey }).catch(() => undefined);
      }}
    >
      <Button type="primary" size={size} loading={mutation.isPending}>
        {label}
      </Button>
    </Popconfirm>
  );
}

export function ApproveRefundButton(props: ButtonProps) {
  const { t } = useTranslation('refunds');
  const format = useFormat();
  const values = { amount: format.money(props.refund.amount), account: props.refund.buyer.account };
  return (
    <MoneyActionButton
      {...props}
      action="approve"
      label={t('actions.approve')}
      title={t('actions.approveTitle', { id: props.refund.id })}
      // What happens to the money: credited now (refund only) or after the goods are back.
      description={
        props.refund.type === 'refund_only' ? t('actions.creditedNow', values) : t('actions.creditedOnReceipt', values)
      }
      successText={t('actions.approved')}
    />
  );
}

export function ReceiveRefundButton(props: ButtonProps) {
  const { t } = useTranslation('refunds');
  const format = useFormat();
  return (
    <MoneyActionButton
      {...props}
      action="receive"
      label={t('actions.receive')}
      title={t('actions.receiveTitle', { id: props.refund.id })}
      description={t('actions.creditedNow', {
        amount: format.money(props.refund.amount),
        account: props.refund.buyer.account,
      })}
      successText={t('actions.received')}
    />
  );
}

export function RejectRefundModal({ refund, onClose }: { refund: ConsoleRefundDto; onClose(): void }) {
  const { t } = useTranslation('refunds');
  const refresh = useRefreshRefund();
  return (
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
      onClose={onClose}
    />
  );
}

/**
 * What the operator can do with a request now, as their roles allow: approve or reject it while pending (finance),
 * confirm receipt once returned (fulfilment).
 */
export function RefundActions({ refund, attempts, size }: ButtonProps) {
  const { t } = useTranslation('refunds');
  const decisions = useRefundDecisions();
  const [rejecting, setRejecting] = useState(false);
  if (refund.status === REFUND_STATUS.returned) {
    return decisions.receive ? <ReceiveRefundButton refund={refund} attempts={attempts} size={size} /> : null;
  }
  if (refund.status !== REFUND_STATUS.pending || !decisions.decide) return null;
  return (
    <Space>
      <ApproveRefundButton refund={refund} attempts={attempts} size={size} />
      <Button danger size={size ?? 'small'} onClick={() => setRejecting(true)}>
        {t('actions.reject')}
      </Button>
      {rejecting && <RejectRefundModal refund={refund} onClose={() => setRejecting(false)} />}
    </Space>
  );
}
