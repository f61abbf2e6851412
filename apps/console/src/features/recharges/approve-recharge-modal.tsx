import type { ConsoleRechargeDto } from '@shop/contract/console-wallet';
import { useFormRules } from '@shop/desk/i18n/form-rules.ts';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { IdempotentAttempts, isAnswered } from '@shop/desk/request/idempotent-attempts.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Descriptions, Form, Image, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isStaleRow } from '../../lib/stale-row.ts';
import { approveRecharge, RECHARGES_KEY } from './api.ts';

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
  const { t } = useTranslation('recharges');
  const { t: desk } = useTranslation('desk');
  const format = useFormat();
  const rules = useFormRules();
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
      void message.success(t('approve.done'));
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
      title={t('approve.title', { id: recharge.id })}
      okText={t('approve.ok')}
      cancelText={desk('actions.cancel')}
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
          { key: 'shopper', label: t('columns.shopper'), children: recharge.buyer.account },
          { key: 'method', label: t('columns.method'), children: t(`methods.${recharge.method}`) },
          { key: 'requested', label: t('approve.requested'), children: format.money(recharge.amount) },
          // A card payment no acquirer confirmed: the provider's reference and the receipt are what to check.
          ...(recharge.provider_ref
            ? [
                {
                  key: 'reference',
                  label: t('approve.providerRef'),
                  children: <Typography.Text copyable>{recharge.provider_ref}</Typography.Text>,
                },
              ]
            : []),
          ...(recharge.card_last4
            ? [{ key: 'card', label: t('approve.cardLast4'), children: `•••• ${recharge.card_last4}` }]
            : []),
          ...(recharge.evidence
            ? [
                {
                  key: 'evidence',
                  label: t('columns.evidence'),
                  children: (
                    <Image
                      src={recharge.evidence}
                      alt={t('evidenceAlt', { id: recharge.id })}
                      width={96}
                      height={96}
                      style={{ objectFit: 'cover', borderRadius: 4 }}
                    />
                  ),
                },
              ]
            : []),
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
          label={t('approve.amount')}
          name="amount"
          rules={[rules.money({ positive: true })]}
          extra={t('approve.amountHint')}
        >
          <Input prefix="$" inputMode="decimal" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
