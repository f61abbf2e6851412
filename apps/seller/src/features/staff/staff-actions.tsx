import type { StaffDto } from '@shop/contract/shop-staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { STAFF_KEY } from '../../lib/query-keys.ts';
import { resendInvitation, resetStaffTwoFactor } from './api.ts';

/** A row action sent after the owner confirms it, with its outcome as a toast. */
function ConfirmedAction({
  label,
  title,
  description,
  done,
  run,
}: {
  label: string;
  title: string;
  description: string;
  done: string;
  run(): Promise<unknown>;
}) {
  const { t: desk } = useTranslation('desk');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const action = useMutation({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: STAFF_KEY });
      void message.success(done);
    },
    onError: (error) => void message.error(error.message),
  });
  return (
    <Popconfirm
      title={title}
      description={<div style={{ maxWidth: 280 }}>{description}</div>}
      okText={desk('actions.confirm')}
      cancelText={desk('actions.cancel')}
      onConfirm={() => action.mutateAsync().catch(() => undefined)}
    >
      <Button size="small" loading={action.isPending}>
        {label}
      </Button>
    </Popconfirm>
  );
}

/** A member's actions: edit, mail the invitation again (not signed in yet), clear two-factor sign-in (lost phone). */
export function StaffActions({ staff, onEdit }: { staff: StaffDto; onEdit(): void }) {
  const { t } = useTranslation('staff');
  const { t: desk } = useTranslation('desk');
  const who = staff.display_name || staff.name;
  return (
    <Space size={6} wrap style={{ justifyContent: 'flex-end' }}>
      <Button size="small" onClick={onEdit} aria-label={t('actions.editOf', { name: who })}>
        {desk('actions.edit')}
      </Button>
      {staff.invited && (
        <ConfirmedAction
          label={t('actions.resend')}
          title={t('actions.resendTitle', { email: staff.email })}
          description={t('actions.resendNote')}
          done={t('actions.resent', { email: staff.email })}
          run={() => resendInvitation(staff.id)}
        />
      )}
      {staff.two_factor && (
        <ConfirmedAction
          label={t('actions.resetTwoFactor')}
          title={t('actions.resetTwoFactorTitle', { name: who })}
          description={t('actions.resetTwoFactorNote', { name: who })}
          done={t('actions.twoFactorReset', { name: who })}
          run={() => resetStaffTwoFactor(staff.id)}
        />
      )}
    </Space>
  );
}
