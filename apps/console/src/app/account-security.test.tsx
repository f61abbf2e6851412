import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../lib/session.ts';
import { fakeApi, ok } from '../test/fake-api.ts';
import { operatorOf } from '../test/operator.ts';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from '@shop/desk/app-shell/query-client.ts';
import { routes } from './routes.tsx';
import { loadLazyRoutes } from '@shop/desk/test-support/lazy-routes.ts';

const CODES = Array.from({ length: 10 }, (_, index) => `abcde-fghi${index}`);

/** The console over a fake API whose operator (a finance operator) owes two-factor sign-in until it is turned on. */
function show(path: string, { owed = false } = {}) {
  session.setToken('t-ann');
  let enabled = false;
  const api = fakeApi({
    '/api/console/me': () =>
      ok(operatorOf(['finance'], { two_factor_enabled: enabled, two_factor_setup_required: owed && !enabled })),
    '/api/console/dashboard': ok({
      date: '2026-03-01',
      new_shoppers: 0,
      shoppers_total: 40,
      logins: 0,
      new_addresses: 0,
      reset_codes_sent: 0,
      pay_locked_now: 0,
    }),
    '/api/console/my/two_factor': () =>
      ok({ enabled, required: owed, recovery_codes_left: enabled ? CODES.length : 0, locked_until: null }),
    'POST /api/console/my/two_factor/setup': ok({
      secret: 'JBSWY3DPEHPK3PXP',
      otpauth_url: 'otpauth://totp/Shop%20console:ann',
      qr: 'data:image/svg+xml;base64,PHN2Zy8+',
    }),
    'POST /api/console/my/two_factor/enable': () => {
      enabled = true;
      return ok({ codes: CODES });
    },
    '/api/console/my/sessions': ok({
      list: [
        {
          id: 7,
          device: 'Firefox · Windows',
          ip: '198.51.100.4',
          created_at: '2026-03-01T09:00:00.000Z',
          last_used_at: '2026-03-01T10:00:00.000Z',
          current: true,
        },
      ],
    }),
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...api, router };
}

beforeEach(() => localStorage.clear());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The pages load on use: their code is loaded before the tests, so that their waits time the pages alone.
beforeAll(() => loadLazyRoutes(routes), 120_000);

describe('the account security page', { timeout: 30_000 }, () => {
  it("opens from the operator's name in the header, with the password, two factors and sessions", async () => {
    const { router, callsTo } = show('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: /Ann Operator/ }));
    fireEvent.click(await screen.findByRole('link', { name: 'Account security' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/security'));
    expect(await screen.findByRole('heading', { name: 'Account security' })).toBeTruthy();
    expect(await screen.findByText('Firefox · Windows')).toBeTruthy();
    expect(
      screen.getByText(
        'Change the password you sign in with. Every other session of ann is signed out; this one stays.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Your role requires two-factor sign-in')).toBeNull();
    expect(callsTo('/api/console/my/two_factor')).toHaveLength(1);
  });

  it('keeps an operator who owes two-factor sign-in on the page, says why, and lets them go once it is on', async () => {
    const { router, callsTo } = show('/dashboard', { owed: true });

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/security'));
    expect(await screen.findByText('Your role requires two-factor sign-in')).toBeTruthy();
    expect(callsTo('/api/console/dashboard')).toHaveLength(0);
    await router.navigate('/ledger');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/security'));

    fireEvent.click(await screen.findByRole('button', { name: /Turn on/ }));
    const modal = await screen.findByRole('dialog');
    fireEvent.change(within(modal).getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Continue' }));
    fireEvent.change(await within(modal).findByLabelText('6-digit code from the app'), { target: { value: '123456' } });
    fireEvent.click(within(modal).getByRole('button', { name: /Turn on/ }));
    expect(await within(modal).findAllByRole('listitem')).toHaveLength(10);
    expect(callsTo('/api/console/my/two_factor/enable')[0]?.body).toEqual({ code: '123456' });

    // /me is read again with the panel's queries: it no longer owes anything.
    await waitFor(() => expect(screen.queryByText('Your role requires two-factor sign-in')).toBeNull());
    fireEvent.click(within(modal).getByRole('button', { name: 'I saved them' }));
    await router.navigate('/dashboard');
    expect(await screen.findByText('Shoppers in total')).toBeTruthy();
  });
});
