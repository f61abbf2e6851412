import type { ShopperProfileDto } from '@shop/contract/console-shoppers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonModal } from '@shop/desk/business/reason-modal.tsx';
import { freezeShopper, SHOPPERS_KEY, unlockPay } from './api.ts';

/**
 * What an operator may do about the account: freeze it with a reason (the shopper is told it at sign-in) or unfreeze
 * it, and clear a payment-code lockout while there is one. Each refreshes the page and the list.
 */
export function ShopperActions({ shopper }: { shopper: ShopperProfileDto }) {
  const { t } = useTranslation('shoppers');
  const { t: desk } = useTranslation('desk');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [freezing, setFreezing] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: SHOPPERS_KEY });

  const unfreeze = useMutation({
    mutationFn: () => freezeShopper({ id: shopper.id, frozen: false }),
    onSuccess: async () => {
      await refresh();
      void message.success(t('unfreeze.done'));
    },
    onError: (error) => void message.error(error.message),
  });
  const unlock = useMutation({
    mutationFn: () => unlockPay(shopper.id),
    onSuccess: async () => {
      await refresh();
      void message.success(t('unlock.done'));
    },
    onError: (error) => void message.error(error.message),
  });

  return (
    <>
      <Space wrap>
        {shopper.pay_locked && (
          <Popconfirm
            title={t('unlock.title')}
            description={t('unlock.note')}
            okText={t('unlock.ok')}
            cancelText={desk('actions.cancel')}
            onConfirm={() => unlock.mutateAsync().catch(() => undefined)}
          >
            <Button loading={unlock.isPending}>{t('unlock.button')}</Button>
          </Popconfirm>
        )}
        {shopper.frozen ? (
          <Popconfirm
            title={t('unfreeze.title', { account: shopper.account })}
            description={t('unfreeze.note')}
            okText={t('unfreeze.ok')}
            cancelText={desk('actions.cancel')}
            onConfirm={() => unfreeze.mutateAsync().catch(() => undefined)}
          >
            <Button type="primary" loading={unfreeze.isPending}>
              {t('unfreeze.button')}
            </Button>
          </Popconfirm>
        ) : (
          <Button danger onClick={() => setFreezing(true)}>
            {t('freeze.button')}
          </Button>
        )}
      </Space>
      {freezing && (
        <ReasonModal
          title={t('freeze.title', { account: shopper.account })}
          okText={t('freeze.ok')}
          requiredMessage={t('freeze.required')}
          successText={t('freeze.done')}
          note={t('freeze.note')}
          submit={(reason) => freezeShopper({ id: shopper.id, frozen: true, reason })}
          onDone={() => void refresh()}
          onClose={() => setFreezing(false)}
        />
      )}
    </>
  );
}
