import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffMe } from '../../test/fixtures.ts';
import { fakeApi, ok, renderRoutes } from '../../test/render.tsx';
import { AccountSecurityPage } from './account-security-page.tsx';

const status = (enabled: boolean) =>
  ok({ enabled, required: false, recovery_codes_left: enabled ? 10 : 0, locked_until: null });

const sessions = ok({
  list: [
    {
      id: 1,
      device: 'Chrome · Windows',
      ip: '203.0.113.7',
      created_at: '2026-03-01T10:00:00.000Z',
      last_used_at: '2026-03-05T09:12:00.000Z',
      current: true,
    },
    {
      id: 2,
      device: 'Safari · iPhone',
      ip: '198.51.100.4',
      created_at: '2026-03-02T10:00:00.000Z',
      last_used_at: '2026-03-04T18:00:00.000Z',
      current: false,
    },
  ],
});

function show() {
  return renderRoutes([{ path: '/account/security', element: <AccountSecurityPage /> }], '/account/security');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('account security', { timeout: 20_000 }, () => {
  it('shows a staff member its own password, two-factor sign-in and sessions through the seller calls', async () => {
    const api = fakeApi({
      '/api/seller/me': ok(staffMe('orders')),
      '/api/seller/security/two_factor': status(false),
      '/api/seller/security/sessions': sessions,
      '/api/seller/security/sessions/end': ok(null),
    });
    show();

    expect(await screen.findByText('Safari · iPhone')).toBeTruthy();
    expect(screen.getByText('Two-factor sign-in')).toBeTruthy();
    expect(screen.getByText(/Every other session of tea\.house:anna is signed out/)).toBeTruthy();

    const other = screen.getByText('Safari · iPhone').closest('tr') as HTMLElement;
    fireEvent.click(within(other).getByRole('button', { name: 'Sign out' }));
    fireEvent.click((await screen.findAllByRole('button', { name: 'Sign out' })).at(-1) as HTMLElement);
    await waitFor(() => expect(api.callsTo('/api/seller/security/sessions/end')).toHaveLength(1));
    expect(api.callsTo('/api/seller/security/sessions/end')[0]?.body).toEqual({ id: 2 });
    // A change reads /me again: whether two-factor sign-in is on decides what the money forms ask.
    await waitFor(() => expect(api.callsTo('/api/seller/me').length).toBeGreaterThan(1));
  });
});
