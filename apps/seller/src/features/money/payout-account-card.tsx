import { TOTP_CODE_PATTERN } from '@shop/contract/account-security';
import type { PayoutAccountDto } from '@shop/contract/payout-account';
import { PayoutAccountDetails } from '@shop/desk/business/payout-account.tsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ME_KEY, MONEY_KEY } from '../../lib/query-keys.ts';
import { deletePayoutAccount } from './api.ts';
import { isTwoFactorRefusal, twoFactorInputProps } from './two-factor-code-field.tsx';

/**
 * Delete, after asking; with two-factor sign-in on, the question holds the authenticator's code and Delete waits
 * for its 6 digits.
 */
function DeleteButton({ account, twoFactor }: { account: PayoutAccountDto; twoFactor: boolean }) {
  const { t } = useTranslation('money');
  const { t: desk } = useTranslation('desk');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const remove = useMutation({
    mutationFn: () => deletePayoutAccount({ id: account.id, ...(twoFactor ? { two_factor_code: code.trim() } : {}) }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MONEY_KEY });
      void message.success(t('payoutAccounts.deleted'));
    },
    onError: (error) => {
      void message.error(error.message);
      if (isTwoFactorRefusal(error)) void queryClient.invalidateQueries({ queryKey: ME_KEY });
    },
  });
  return (
    <Popconfirm
      title={t('payoutAccounts.deleteTitle')}
      description={
        <div style={{ maxWidth: 260 }}>
          <Typography.Paragraph style={{ marginBottom: twoFactor ? 8 : 0 }}>
            {t('payoutAccounts.deleteNote')}
          </Typography.Paragraph>
          {twoFactor && (
            <Input
              {...twoFactorInputProps}
              aria-label={t('twoFactor.label')}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
        </div>
      }
      okText={desk('actions.delete')}
      okButtonProps={{ danger: true, disabled: twoFactor && !TOTP_CODE_PATTERN.test(code.trim()) }}
      cancelText={desk('actions.cancel')}
      onOpenChange={(open) => {
        if (open) setCode('');
      }}
      onConfirm={() => remove.mutateAsync().catch(() => undefined)}
    >
      <Button type="link" danger loading={remove.isPending}>
        {desk('actions.delete')}
      </Button>
    </Popconfirm>
  );
}

/**
 * One saved account. The owner edits and deletes it here; a staff member with the finance role reads it only (the
 * API refuses its changes).
 */
export function PayoutAccountCard({
  account,
  editable,
  twoFactor,
  onEdit,
}: {
  account: PayoutAccountDto;
  editable: boolean;
  twoFactor: boolean;
  onEdit(): void;
}) {
  const { t } = useTranslation('money');
  const { t: desk } = useTranslation('desk');
  return (
    <Card
      // The actions sit at the bottom of every card of a row, whatever each account's lines take.
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 1, paddingBottom: 16 } }}
      actions={
        editable
          ? [
              <Button
                key="edit"
                type="link"
                onClick={onEdit}
                aria-label={t('payoutAccounts.editOf', { name: account.holder_name })}
              >
                {desk('actions.edit')}
              </Button>,
              <DeleteButton key="delete" account={account} twoFactor={twoFactor} />,
            ]
          : undefined
      }
    >
      <PayoutAccountDetails account={account} />
    </Card>
  );
}
