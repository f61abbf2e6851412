import type { ConsoleWithdrawalDto } from '@shop/contract/console-wallet';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { type IdempotentAttempts, isAnswered } from '@shop/desk/request/idempotent-attempts.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { isStaleRow } from '../../lib/stale-row.ts';
import { approveWithdrawal, WITHDRAWALS_KEY } from './api.ts';
import { groupCardNo } from './card-no.ts';

/** Approves a withdrawal once the money has been sent, after a confirmation naming the amount and the payee. */
export function PaidOutButton({
  withdrawal,
  attempts,
}: {
  withdrawal: ConsoleWithdrawalDto;
  attempts: IdempotentAttempts;
}) {
  const { t } = useTranslation('withdrawals');
  const { t: desk } = useTranslation('desk');
  const format = useFormat();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const approve = useMutation({
    mutationFn: approveWithdrawal,
    onSuccess: () => {
      attempts.answered();
      void queryClient.invalidateQueries({ queryKey: WITHDRAWALS_KEY });
      void message.success(t('paidOut.done'));
    },
    onError: (error) => {
      if (isAnswered(error)) attempts.answered();
      if (isStaleRow(error)) void queryClient.invalidateQueries({ queryKey: WITHDRAWALS_KEY });
      void message.error(error.message);
    },
  });

  const amount = format.money(withdrawal.amount);
  const account = withdrawal.payout_account;
  const description = account
    ? t('paidOut.toAccount', {
        amount,
        holder: account.holder_name,
        account: account.account_no,
        bank: account.bank_name,
      })
    : withdrawal.type === 'bank'
      ? t('paidOut.toCard', {
          amount,
          card: withdrawal.bank_card_no ? groupCardNo(withdrawal.bank_card_no) : (withdrawal.bank_card ?? '?'),
          bank: withdrawal.bank_name ?? '?',
        })
      : t('paidOut.toAddress', { amount, network: withdrawal.network ?? '?', address: withdrawal.address ?? '?' });

  return (
    <Popconfirm
      title={t('paidOut.title', { id: withdrawal.id })}
      description={description}
      okText={desk('actions.confirm')}
      cancelText={desk('actions.cancel')}
      // The promise keeps the confirm button spinning until the server answers; a failure is already shown by
      // onError, so it is not thrown again into the popover.
      onConfirm={() => {
        const body = { id: withdrawal.id };
        return approve.mutateAsync({ ...body, idempotencyKey: attempts.keyFor(body) }).catch(() => undefined);
      }}
    >
      <Button type="primary" size="small" loading={approve.isPending}>
        {t('paidOut.button')}
      </Button>
    </Popconfirm>
  );
}
