import { REFUND_STATUS } from '@shop/contract/after-sales-status';
import type { ConsoleRefundDto } from '@shop/contract/refund';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { formatMoney } from '../../lib/money.ts';
import { ORDERS_KEY } from '../../lib/query-keys.ts';
import { IdempotentAttempts, isAnswered } from '../../lib/idempotent-attempts.ts';
import {
  approveRefund,
  isStaleRefund,
  receiveRefund,
  REFUNDS_KEY,
  type RefundMoneyRequest,
  rejectRefund,
} from './api.ts';
import { ReasonModal } from '../../components/reason-modal.tsx';

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

/** The confirmation says what happens to the money: credited now (refund only) or after the goods are back. */
function approveDescription(refund: ConsoleRefundDto): string {
  const amount = formatMoney(refund.amount);
  if (refund.type === 'refund_only') return `${amount} is credited to ${refund.buyer.account}'s balance now.`;
  return `${refund.buyer.account} is asked to send the goods back; ${amount} is credited when you confirm receipt.`;
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
  const mutation = useMoneyAction(action, attempts, successText);
  return (
    <Popconfirm
      title={title}
      description={description}
      okText="Confirm"
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
  return (
    <MoneyActionButton
      {...props}
      action="approve"
      label="Approve"
      title={`Approve refund #${props.refund.id}?`}
      description={approveDescription(props.refund)}
      successText="Approved"
    />
  );
}

export function ReceiveRefundButton(props: ButtonProps) {
  return (
    <MoneyActionButton
      {...props}
      action="receive"
      label="Confirm receipt"
      title={`Have the goods of refund #${props.refund.id} arrived?`}
      description={`${formatMoney(props.refund.amount)} is credited to ${props.refund.buyer.account}'s balance now.`}
      successText="Received and refunded"
    />
  );
}

export function RejectRefundModal({ refund, onClose }: { refund: ConsoleRefundDto; onClose(): void }) {
  const refresh = useRefreshRefund();
  return (
    <ReasonModal
      title={`Reject refund #${refund.id}`}
      okText="Reject"
      requiredMessage="Enter the reason for rejecting"
      successText="Rejected"
      note="The shopper sees this reason. The order goes back to the status it had."
      submit={(reason) => rejectRefund({ id: refund.id, reason })}
      onDone={refresh}
      onFailed={(error) => {
        if (isStaleRefund(error)) refresh();
      }}
      onClose={onClose}
    />
  );
}

/** What the operator can do with a request now: approve or reject it while pending, confirm receipt once returned. */
export function RefundActions({ refund, attempts, size }: ButtonProps) {
  const [rejecting, setRejecting] = useState(false);
  if (refund.status === REFUND_STATUS.returned)
    return <ReceiveRefundButton refund={refund} attempts={attempts} size={size} />;
  if (refund.status !== REFUND_STATUS.pending) return null;
  return (
    <Space>
      <ApproveRefundButton refund={refund} attempts={attempts} size={size} />
      <Button danger size={size ?? 'small'} onClick={() => setRejecting(true)}>
        Reject
      </Button>
      {rejecting && <RejectRefundModal refund={refund} onClose={() => setRejecting(false)} />}
    </Space>
  );
}

/** Whether a request waits for the operator (the actions column is shown only where that can happen). */
export function hasActions(status: number): boolean {
  return status === REFUND_STATUS.pending || status === REFUND_STATUS.returned;
}
