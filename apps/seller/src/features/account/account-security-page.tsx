import { AccountSecurityPanel } from '@shop/desk/account-security/account-security-panel.tsx';
import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton } from 'antd';
import { meQueryOptions } from '../../lib/me.ts';
import { ME_KEY } from '../../lib/query-keys.ts';
import { sellerSecurityApi } from './api.ts';

/**
 * /account/security — the signed-in member's own password, two-factor sign-in and sessions (the kit's panel), for
 * the owner and every staff member alike. The panel's queries sit under /me's key: turning two-factor sign-in on
 * or off there reads /me again, and the money forms then ask for the code (me.two_factor_enabled) or stop asking.
 */
export function AccountSecurityPage() {
  const me = useQuery(meQueryOptions());
  if (me.error) return <Alert type="error" showIcon title={me.error.message} />;
  if (!me.data) return <Skeleton active />;
  return (
    <div style={{ maxWidth: 1080 }}>
      <AccountSecurityPanel api={sellerSecurityApi} queryKey={ME_KEY} accountName={me.data.member.account} />
    </div>
  );
}
