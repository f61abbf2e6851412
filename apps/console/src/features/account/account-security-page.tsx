import { AccountSecurityPanel } from '@shop/desk/account-security/account-security-panel.tsx';
import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { OPERATOR_KEY, operatorQueryOptions } from '../../lib/me.ts';
import { consoleSecurityApi } from './api.ts';

/**
 * /account/security — the signed-in operator's own password, two-factor sign-in and sessions (the kit's panel). An
 * operator whose role requires two-factor sign-in, not yet on, is kept here and told why until it is.
 */
export function AccountSecurityPage() {
  const { t } = useTranslation('account');
  const me = useQuery(operatorQueryOptions());

  if (me.error) return <Alert type="error" showIcon title={me.error.message} />;
  if (!me.data) return <Skeleton active />;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 1080 }}>
      {me.data.two_factor_setup_required && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={t('setupRequired.title')}
          description={t('setupRequired.text')}
        />
      )}
      <AccountSecurityPanel api={consoleSecurityApi} queryKey={OPERATOR_KEY} accountName={me.data.account} />
    </Flex>
  );
}
