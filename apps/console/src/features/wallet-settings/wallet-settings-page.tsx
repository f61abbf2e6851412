import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton, Typography } from 'antd';
import { walletSettingsQueryOptions } from './api.ts';
import { WalletSettingsForm } from './wallet-settings-form.tsx';

export function WalletSettingsPage() {
  const settings = useQuery(walletSettingsQueryOptions());
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Wallet settings
      </Typography.Title>
      {settings.error && <Alert type="error" showIcon title={settings.error.message} />}
      {settings.data ? <WalletSettingsForm settings={settings.data} /> : settings.isPending && <Skeleton active />}
    </>
  );
}
