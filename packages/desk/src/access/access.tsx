import { allows, type OperatorRole, type Permission } from '@shop/contract/console-access';
import { Flex, Spin } from 'antd';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { NoAccess } from './no-access.tsx';

/** What the signed-in user may do, decided by the contract's table so the menu, the pages and the API agree. */
export interface Access {
  /** False while the user is still loading: nothing is refused or granted yet. */
  known: boolean;
  can(permission: Permission): boolean;
}

/**
 * The access of a user holding `roles`. A user without roles (a seller: the seller center has no permission
 * table) may open what declares no permission, and nothing that declares one.
 */
export function accessOf(roles: readonly OperatorRole[] | undefined, known = true): Access {
  return { known, can: (permission) => (roles ? allows(roles, permission) : false) };
}

const UNKNOWN: Access = accessOf(undefined, false);

const AccessContext = createContext<Access>(UNKNOWN);

/** Gives the pages below the user's access; DeskLayout provides it from the signed-in user. */
export function AccessProvider({ access, children }: { access: Access; children: ReactNode }) {
  return <AccessContext.Provider value={access}>{children}</AccessContext.Provider>;
}

export function useAccess(): Access {
  return useContext(AccessContext);
}

/** The first permission among `required` the user lacks, if any (a page is refused on it). */
export function refusedPermission(required: readonly Permission[], access: Access): Permission | undefined {
  return required.find((permission) => !access.can(permission));
}

interface RequirePermissionProps {
  permission: Permission | readonly Permission[];
  children: ReactNode;
  /** What shows instead; by default the translated "no access" page. */
  fallback?: ReactNode;
}

/**
 * Renders its children only for a user with the permission: the page (or the button) is refused, not merely hidden
 * from the menu, so a bookmark or a typed address cannot open it. Waits while the user loads.
 */
export function RequirePermission({ permission, children, fallback = <NoAccess /> }: RequirePermissionProps) {
  const access = useAccess();
  const required = useMemo(() => (typeof permission === 'string' ? [permission] : permission), [permission]);
  if (!access.known) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  }
  return refusedPermission(required, access) ? fallback : children;
}
