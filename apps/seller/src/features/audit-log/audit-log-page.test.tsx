import type { SellerAuditEntryDto, StaffDto } from '@shop/contract/shop-staff';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { choose, fakeApi, ok, renderRoutes } from '../../test/render.tsx';
import { AuditLogPage } from './audit-log-page.tsx';

const entry = (id: number, overrides: Partial<SellerAuditEntryDto> = {}): SellerAuditEntryDto => ({
  id,
  member_kind: 'owner',
  member_id: 4,
  member_account: 'tea.house',
  action: 'POST /product/save',
  target_id: 31,
  detail: { id: 31, title: 'Oolong tea' },
  ip: '203.0.113.7',
  created_at: '2026-03-05T09:12:00.000Z',
  ...overrides,
});

const anna: StaffDto = {
  id: 11,
  account: 'tea.house:anna',
  name: 'anna',
  display_name: 'Anna',
  email: 'anna@example.com',
  roles: ['orders'],
  active: true,
  invited: false,
  two_factor: false,
  created_at: '2026-03-01T10:00:00.000Z',
  last_login_at: null,
};

const page = (rows: SellerAuditEntryDto[]) => ok({ list: rows, total: rows.length, page: 1, limit: 20 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the audit log', { timeout: 30_000 }, () => {
  it('shows who did what in words, on which record and from where, and opens to what was sent', async () => {
    const api = fakeApi({
      '/api/seller/staff': ok({ list: [anna], total: 1, page: 1, limit: 20 }),
      '/api/seller/audit_log': page([
        entry(2, {
          member_kind: 'staff',
          member_id: 11,
          member_account: 'tea.house:anna',
          action: 'POST /order/ship',
          target_id: 42,
          detail: { id: 42, tracking_no: 'SF100' },
        }),
        entry(1, { action: 'POST /campaign/join', target_id: null, detail: {} }),
      ]),
    });
    renderRoutes([{ path: '/audit-log', element: <AuditLogPage /> }], '/audit-log');

    expect(await screen.findByText('Shipped an order')).toBeTruthy();
    expect(api.callsTo('/api/seller/audit_log')[0]?.query).toBe('page=1&limit=20');
    const shipped = screen.getByText('Shipped an order').closest('tr') as HTMLElement;
    expect(within(shipped).getByText('tea.house:anna')).toBeTruthy();
    expect(within(shipped).getByText('Staff')).toBeTruthy();
    expect(within(shipped).getByText('POST /order/ship')).toBeTruthy();
    expect(within(shipped).getByText('#42')).toBeTruthy();
    expect(within(shipped).getByText('203.0.113.7')).toBeTruthy();
    // A call without words is shown as it was logged; nothing sent, nothing to open.
    const unknown = screen.getByText('POST /campaign/join').closest('tr') as HTMLElement;
    expect(within(unknown).getByText('Owner')).toBeTruthy();
    // antd keeps a spacer where the expand button would be, hidden by its CSS alone: it opens nothing.
    const spacer = within(unknown).queryByRole('button', { name: /expand/i });
    if (spacer) fireEvent.click(spacer);
    expect(screen.queryByLabelText('What was sent with action 1')).toBeNull();

    fireEvent.click(within(shipped).getByRole('button', { name: /expand/i }));
    expect((await screen.findByLabelText('What was sent with action 2')).textContent).toContain(
      '"tracking_no": "SF100"',
    );
  });

  it('filters by member: the owner or one staff member', async () => {
    const api = fakeApi({
      '/api/seller/staff': ok({ list: [anna], total: 1, page: 1, limit: 20 }),
      '/api/seller/audit_log': page([entry(1)]),
    });
    const { router } = renderRoutes([{ path: '/audit-log', element: <AuditLogPage /> }], '/audit-log');
    await screen.findByText('Saved a product');

    await choose('Member', 'Anna (tea.house:anna)');
    await waitFor(() => expect(router.state.location.search).toBe('?member=11'));
    await waitFor(() => expect(api.callsTo('/api/seller/audit_log').at(-1)?.query).toBe('member=11&page=1&limit=20'));

    await choose('Member', 'Owner');
    await waitFor(() =>
      expect(api.callsTo('/api/seller/audit_log').at(-1)?.query).toBe('member=owner&page=1&limit=20'),
    );
  });
});
