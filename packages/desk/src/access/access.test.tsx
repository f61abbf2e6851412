import { OPERATOR_ROLES, PERMISSIONS, PERMISSION_ROLES, type OperatorRole } from '@shop/contract/console-access';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderDesk } from '../app-shell/test-render.tsx';
import { AccessProvider, accessOf, refusedPermission, RequirePermission } from './access.tsx';

afterEach(cleanup);

describe('access of a user', () => {
  it("follows the contract's table: admin everything, each role its own permissions", () => {
    for (const permission of PERMISSIONS) {
      expect(accessOf(['admin']).can(permission), permission).toBe(true);
      for (const role of OPERATOR_ROLES.filter((r) => r !== 'admin')) {
        const granting: readonly OperatorRole[] = PERMISSION_ROLES[permission];
        expect(accessOf([role]).can(permission), `${role} ${permission}`).toBe(granting.includes(role));
      }
    }
  });

  it('adds up the permissions of several roles, and grants nothing without roles', () => {
    const both = accessOf(['finance', 'support']);
    expect(both.can('finance') && both.can('service') && both.can('refunds_decide')).toBe(true);
    expect(both.can('fulfilment')).toBe(false);
    expect(accessOf([]).can('dashboard')).toBe(false);
    expect(accessOf(undefined).can('dashboard')).toBe(false);
  });

  it('names the first permission a page needs that the user lacks', () => {
    expect(refusedPermission(['dashboard', 'finance'], accessOf(['fulfilment']))).toBe('finance');
    expect(refusedPermission(['dashboard'], accessOf(['fulfilment']))).toBeUndefined();
  });
});

describe('RequirePermission', () => {
  const show = (roles: OperatorRole[] | undefined, known = true) =>
    renderDesk(
      <MemoryRouter>
        <AccessProvider access={accessOf(roles, known)}>
          <RequirePermission permission="refunds_decide">
            <button type="button">Approve</button>
          </RequirePermission>
          <RequirePermission permission="refunds_receive" fallback={null}>
            <button type="button">Confirm receipt</button>
          </RequirePermission>
        </AccessProvider>
      </MemoryRouter>,
    );

  it('renders what the permission guards for a user who has it', () => {
    show(['finance']);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm receipt' })).toBeNull();
  });

  it('refuses with a translated "no access" page, or the fallback given', () => {
    show(['support']);
    expect(screen.getByText('No access')).toBeTruthy();
    expect(screen.getByText('Your roles do not include this page. Ask an administrator if you need it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('decides nothing while the user is loading', () => {
    show(undefined, false);
    expect(screen.queryByText('No access')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
