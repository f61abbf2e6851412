import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton } from 'antd';
import { orderSettingsQueryOptions } from './api.ts';
import { OrderSettingsForm } from './order-settings-form.tsx';

export function OrderSettingsPage() {
  const settings = useQuery(orderSettingsQueryOptions());
  return (
    <>
      {settings.error && <Alert type="error" showIcon title={settings.error.message} />}
      {settings.data ? <OrderSettingsForm settings={settings.data} /> : settings.isPending && <Skeleton active />}
    </>
  );
}
