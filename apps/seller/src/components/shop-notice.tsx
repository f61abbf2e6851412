import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { meQueryOptions } from '../lib/me.ts';

/**
 * Above every signed-in page: when the platform has suspended the shop (me.shop.active false), a banner says that
 * its products are hidden from shoppers and that it cannot sell, so no seller wonders why nothing sells.
 */
export function ShopNotice() {
  const { t } = useTranslation('seller');
  const me = useQuery(meQueryOptions());
  return (
    <>
      {me.data && !me.data.shop.active && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('suspended.title')}
          description={t('suspended.text')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Outlet />
    </>
  );
}
