import type { OperatorAdminDto } from '@shop/contract/console-operators';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { OPERATORS_KEY, resetTwoFactor } from './api.ts';

/**
 * Turns an operator's two-factor sign-in off after a confirmation (they lost the phone and the recovery codes):
 * their sessions end, and they sign in with the password alone until they turn it on again.
 */
export function ResetTwoFactorButton({ operator }: { operator: OperatorAdminDto }) {
  const { t } = useTranslation('operators');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: () => resetTwoFactor(operator.id),
    onSuccess: () => void message.success(t('resetTwoFactor.done', { account: operator.account })),
    onError: (error) => void message.error(error.message),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: OPERATORS_KEY }),
  });
  return (
    <Popconfirm
      title={t('resetTwoFactor.confirm', { account: operator.account })}
      description={t('resetTwoFactor.note')}
      okText={t('resetTwoFactor.ok')}
      okButtonProps={{ danger: true }}
      onConfirm={() => reset.mutateAsync().catch(() => undefined)}
    >
      <Button size="small" danger loading={reset.isPending}>
        {t('resetTwoFactor.action')}
      </Button>
    </Popconfirm>
  );
}
