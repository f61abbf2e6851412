import type { ConsoleWithdrawalDto } from '@shop/contract/console-wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm } from 'antd';
import { formatMoney } from '../../lib/money.ts';
import { type IdempotentAttempts, isAnswered, isStaleRow } from '../../lib/idempotent-attempts.ts';
import { approveWithdrawal, WITHDRAWALS_KEY } from './api.ts';
import { groupCardNo } from './card-no.ts';

function payee(withdrawal: ConsoleWithdrawalDto): string {
  if (withdrawal.type === 'bank') {
    const card = withdrawal.bank_card_no ? groupCardNo(withdrawal.bank_card_no) : (withdrawal.bank_card ?? '?');
    return `card ${card} (${withdrawal.bank_name ?? '?'})`;
  }
  return `${withdrawal.network ?? '?'} address ${withdrawal.address ?? '?'}`;
}

/** Approves a withdrawal once the money has been sent, after a confirmation naming the amount and the payee. */
export function PaidOutButton({
  withdrawal,
  attempts,
}: {
  withdrawal: ConsoleWithdrawalDto;
  attempts: IdempotentAttempts;
}) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const approve = useMutation({
    mutationFn: approveWithdrawal,
    onSuccess: () => {
      attempts.answered();
      void queryClient.invalidateQueries({ queryKey: WITHDRAWALS_KEY });
      void message.success('Marked as paid out');
    },
    onError: (error) => {
      if (isAnswered(error)) attempts.answered();
      if (isStaleRow(error)) void queryClient.invalidateQueries({ queryKey: WITHDRAWALS_KEY });
      void message.error(error.message);
    },
  });

  return (
    <Popconfirm
      title={`Mark withdrawal #${withdrawal.id} as paid out?`}
      description={`Only once ${formatMoney(withdrawal.amount)} has been sent to ${payee(withdrawal)}.`}
      okText="Confirm"
      // The promise keeps the confirm button spinning until the server answers; a failure is already shown by
      // onError, so it is not thrown again into the popover.
      onConfirm={() => {
        const body = { id: withdrawal.id };
        return approve.mutateAsync({ ...body, idempotencyKey: attempts.keyFor(body) }).catch(() => undefined);
      }}
    >
      <Button type="primary" size="small" loading={approve.isPending}>
        Paid out
      </Button>
    </Popconfirm>
  );
}
