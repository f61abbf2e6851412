import { NoAccess } from '@shop/desk/access/no-access.tsx';
import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { meQueryOptions } from '../lib/me.ts';
import { useSellerAccess } from '../lib/seller-access.ts';
import { useSellerRoutePermissions } from './seller-route-handle.ts';

/**
 * Refuses a page whose permission the signed-in member lacks with the kit's NoAccess, so a bookmark or a typed
 * address opens no more than the menu offers. Pages every member may open do not wait for /me.
 */
export function SellerPageGuard() {
  const { t } = useTranslation('seller');
  const access = useSellerAccess();
  const me = useQuery(meQueryOptions());
  const required = useSellerRoutePermissions().filter((permission) => permission !== 'member');
  if (required.length > 0 && !access.known) {
    return me.error ? (
      <Alert type="error" showIcon title={me.error.message} />
    ) : (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  }
  if (required.some((permission) => !access.can(permission))) {
    // Only a staff member meets it: the owner has every permission, and it is the owner who grants roles.
    return <NoAccess homePath="/dashboard" subTitle={t('member.noAccess')} />;
  }
  return <Outlet />;
}
