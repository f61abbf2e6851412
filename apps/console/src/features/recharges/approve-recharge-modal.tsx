import type { ConsoleRechargeDto } from '@shop/contract/console-wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Descriptions, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { moneyRule } from '../../lib/money-rule.ts';
import { formatMoney } from '../../lib/money.ts';
import { IdempotentAttempts, isAnswered, isStaleRow } from '../../lib/idempotent-attempts.ts';
import { approveRecharge, RECHARGES_KEY } from './api.ts';
import { RECHARGE_METHOD_LABELS } from './recharge-labels.ts';

interface Props {
  recharge: ConsoleRechargeDto;
  onClose(): void;
  /**
   * The attempts' keys. The page keeps one for its lifetime, so closing the modal after a lost answer and approving
   * the same amount again still replays instead of crediting twice.
   */
  attempts?: IdempotentAttempts;
}

/**
 * Approves a recharge with the amount that actually arrived, prefilled with the requested amount. Rendered only
 * while open, so each opening starts from the recharge's own amount.
 */
export function ApproveRechargeModal({ recharge, onClose, attempts: given }: Props) {
  const [own] = useState(() => new IdempotentAttempts());
  const attempts = given ?? own;
  const [form] = Form.useForm<{ amount: string }>();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const approve = useMutation({
    mutationFn: approveRecharge,
    onSuccess: () => {
      attempts.answered();
      void queryClient.invalidateQueries({ queryKey: RECHARGES_KEY });
      void message.success('Approved');
      onClose();
    },
    onError: (error) => {
      if (isAnswered(error)) attempts.answered();
      if (isStaleRow(error)) void queryClient.invalidateQueries({ queryKey: RECHARGES_KEY });
    },
  });

  const submit = ({ amount }: { amount: string }) => {
    const body = { id: recharge.id, amount: amount.trim() };
    approve.mutate({ ...body, idempotencyKey: attempts.keyFor(body) });
  };

  return (
    <Modal
      open
      title={`Approve recharge #${recharge.id}`}
      okText="Approve"
      onOk={() => form.submit()}
      confirmLoading={approve.isPending}
      onCancel={onClose}
    >
      {approve.error && <Alert type="error" showIcon title={approve.error.message} style={{ marginBottom: 16 }} />}
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'shopper', label: 'Shopper', children: recharge.buyer.account },
          { key: 'method', label: 'Method', children: RECHARGE_METHOD_LABELS[recharge.method] },
          { key: 'requested', label: 'Requested', children: formatMoney(recharge.amount) },
        ]}
      />
      <Form<{ amount: string }>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ amount: recharge.amount }}
        onFinish={submit}
      >
        <Form.Item
          label="Amount received"
          name="amount"
          rules={[moneyRule({ positive: true })]}
          extra="What actually arrived; this is credited to the shopper's balance, once."
        >
          <Input prefix="$" inputMode="decimal" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
