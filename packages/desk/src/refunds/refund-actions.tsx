import { REFUND_STATUS } from '@shop/contract/after-sales-status';
import type { ConsoleRefundDto } from '@shop/contract/refund';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApproveRefundButton } from '../business/approve-refund.tsx';
import { ReasonModal } from '../business/reason-modal.tsx';
import { useFormat } from '../i18n/format.ts';
import type { IdempotentAttempts } from '../request/idempotent-attempts.ts';
import { useRefundMoneyAction } from './use-refund-money-action.ts';

/** The keys of the refund actions' words in a desk's refunds namespace, each desk with its own words. */
export type RefundActionKey = `actions.${
  | 'approved'
  | 'receive'
  | 'receiveTitle'
  | 'creditedNow'
  | 'received'
  | 'reject'
  | 'rejectTitle'
  | 'rejectRequired'
  | 'rejected'
  | 'rejectNote'}`;

/** A money action's request: the refund and its attempt's key (see docs/domain.md#idempotency). */
export interface RefundMoneyRequest {
  id: number;
  idempotencyKey: string;
}

/** What a desk decides refunds with: its calls, what they change in its cache, its words. */
export interface RefundDecisionDesk {
  approve(request: RefundMoneyRequest): Promise<unknown>;
  /** Confirms the returned goods arrived, which pays the refund. */
  receive(request: RefundMoneyRequest): Promise<unknown>;
  reject(request: { id: number; reason: string }): Promise<unknown>;
  /** Whether a refusal says the refund moved on meanwhile, so the pages reload. */
  isStale(error: unknown): boolean;
  /** The queries a decision changes: the refunds, the orders behind them (their status moves too), a dashboard. */
  refresh: readonly QueryKey[];
  words(key: RefundActionKey, values?: { id?: number; amount?: string; account?: string }): string;
}

interface ActionProps {
  refund: ConsoleRefundDto;
  desk: RefundDecisionDesk;
  /** The keys of approvals and receipts, shared by the desk's list and detail page (one retried attempt, one key). */
  attempts: IdempotentAttempts;
  size?: 'small' | 'middle';
}

function useRefresh(keys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
}

/** A money action (approve, goods received) of the refund: sent with its attempt's key, the pages refreshed after. */
function useMoneyAction(action: 'approve' | 'receive', { desk, attempts }: ActionProps, successText: string) {
  const refresh = useRefresh(desk.refresh);
  return useRefundMoneyAction({ action, send: desk[action], attempts, successText, refresh, isStale: desk.isStale });
}

/** Approve (desk's ApproveRefundButton): disabled with the reason while a refund with return has no address. */
export function ApproveRefundAction(props: ActionProps) {
  const mutation = useMoneyAction('approve', props, props.desk.words('actions.approved'));
  return (
    <ApproveRefundButton
      refund={props.refund}
      size={props.size}
      loading={mutation.isPending}
      onConfirm={() => mutation.send(props.refund)}
    />
  );
}

/** "The goods arrived", once the shopper sent them back: asked first, as it credits the shopper at once. */
export function ReceiveRefundAction(props: ActionProps) {
  const { refund, desk, size = 'small' } = props;
  const { t } = useTranslation('desk');
  const format = useFormat();
  const mutation = useMoneyAction('receive', props, desk.words('actions.received'));
  return (
    <Popconfirm
      title={desk.words('actions.receiveTitle', { id: refund.id })}
      description={desk.words('actions.creditedNow', {
        amount: format.money(refund.amount),
        account: refund.buyer.account,
      })}
      okText={t('actions.confirm')}
      cancelText={t('actions.cancel')}
      onConfirm={() => mutation.send(refund)}
    >
      <Button type="primary" size={size} loading={mutation.isPending}>
        {desk.words('actions.receive')}
      </Button>
    </Popconfirm>
  );
}

/** Asks the reason of a rejection (the shopper reads it), then sends it; a refund that moved on reloads the pages. */
export function RejectRefundModal({
  refund,
  desk,
  onClose,
}: {
  refund: ConsoleRefundDto;
  desk: RefundDecisionDesk;
  onClose(): void;
}) {
  const refresh = useRefresh(desk.refresh);
  return (
    <ReasonModal
      title={desk.words('actions.rejectTitle', { id: refund.id })}
      okText={desk.words('actions.reject')}
      requiredMessage={desk.words('actions.rejectRequired')}
      successText={desk.words('actions.rejected')}
      note={desk.words('actions.rejectNote')}
      submit={(reason) => desk.reject({ id: refund.id, reason })}
      onDone={refresh}
      onFailed={(error) => {
        if (desk.isStale(error)) refresh();
      }}
      onClose={onClose}
    />
  );
}

export interface RefundActionsProps extends ActionProps {
  /** What the user may do (the console asks the operator's roles); by default both. */
  may?: { decide: boolean; receive: boolean };
}

/**
 * What the desk's user can do with a request now: approve or reject it while pending, confirm the goods came back
 * once the shopper returned them; nothing once it is decided. Approving and receiving move money: each is sent with
 * an Idempotency-Key.
 */
export function RefundActions({ may = { decide: true, receive: true }, ...props }: RefundActionsProps) {
  const { refund, desk, size } = props;
  const [rejecting, setRejecting] = useState(false);
  if (refund.status === REFUND_STATUS.returned) return may.receive ? <ReceiveRefundAction {...props} /> : null;
  if (refund.status !== REFUND_STATUS.pending || !may.decide) return null;
  return (
    <Space wrap>
      <ApproveRefundAction {...props} />
      <Button danger size={size ?? 'small'} onClick={() => setRejecting(true)}>
        {desk.words('actions.reject')}
      </Button>
      {rejecting && <RejectRefundModal refund={refund} desk={desk} onClose={() => setRejecting(false)} />}
    </Space>
  );
}
