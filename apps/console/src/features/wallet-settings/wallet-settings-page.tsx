import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton } from 'antd';
import { walletSettingsQueryOptions } from './api.ts';
import { WalletSettingsForm } from './wallet-settings-form.tsx';

export function WalletSettingsPage() {
  const settings = useQuery(walletSettingsQueryOptions());
  return (
    <>
      {settings.error && <Alert type="error" showIcon title={settings.error.message} />}
      {settings.data ? <WalletSettingsForm settings={settings.data} /> : settings.isPending && <Skeleton active />}
    </>
  );
}
