import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { createQueryClient } from '@shop/desk/app-shell/query-client.ts';
import { routes } from '../../app/routes.tsx';
import { loadLazyRoutes } from '@shop/desk/test-support/lazy-routes.ts';
import { session } from '../../lib/session.ts';
import { type Answer, fakeApi, ok, refused } from '../../test/fake-api.ts';
import { operatorOf } from '../../test/operator.ts';

const EMPTY_LIST = ok({ list: [], total: 0, page: 1, limit: 10 });

function show(path: string, answers: Record<string, Answer>) {
  const api = fakeApi({
    '/api/console/dashboard': ok({
      date: '2026-03-01',
      new_shoppers: 0,
      shoppers_total: 40,
      logins: 0,
      new_addresses: 0,
      reset_codes_sent: 0,
      pay_locked_now: 0,
    }),
    '/api/console/my/two_factor': ok({ enabled: false, required: true, recovery_codes_left: 0, locked_until: null }),
    '/api/console/my/sessions': ok({ list: [] }),
    '/api/console/operators': EMPTY_LIST,
    ...answers,
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...api, router };
}

async function signIn(account: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Account'), { target: { value: account } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: /Sign in/ }));
}

beforeEach(() => localStorage.clear());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The pages load on use: their code is loaded before the tests, so that their waits time the pages alone.
beforeAll(() => loadLazyRoutes(routes), 120_000);

describe('signing in to the console', { timeout: 30_000 }, () => {
  it("asks an operator with two-factor sign-in for the code, then opens the dashboard with the answer's session", async () => {
    const ann = operatorOf(['finance'], { two_factor_enabled: true });
    const { router, callsTo } = show('/login', {
      'POST /api/console/login': ok({ second_step: { challenge: 'ch-9', expires_in: 300 } }),
      'POST /api/console/login/second_step': ok({ operator: ann, token: 't-ann' }),
      '/api/console/me': ok(ann),
    });

    await signIn('ann', 'secret1');
    fireEvent.change(await screen.findByLabelText('6 digits from your authenticator app, or a recovery code'), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(callsTo('/api/console/login/second_step')[0]?.body).toEqual({ challenge: 'ch-9', code: '123456' });
    expect(session.getToken()).toBe('t-ann');
    expect(await screen.findByText('Shoppers in total')).toBeTruthy();
  });

  it('opens the security page at once for an operator whose role requires two-factor sign-in, still off', async () => {
    const owed = operatorOf(['finance'], { two_factor_setup_required: true });
    const { router, callsTo } = show('/login', {
      'POST /api/console/login': ok({ operator: owed, token: 't-owed' }),
      '/api/console/me': ok(owed),
    });

    await signIn('ann', 'secret1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/security'));
    expect(await screen.findByText('Your role requires two-factor sign-in')).toBeTruthy();
    expect(callsTo('/api/console/dashboard')).toHaveLength(0);
  });

  it('recovers a forgotten password from the sign-in page with a mailed code', async () => {
    const { router, callsTo } = show('/login', {
      'POST /api/console/password/forgot': ok(null),
      'POST /api/console/password/reset': (call) =>
        (call.body as { code: string }).code === '123456'
          ? ok(null)
          : refused('The code is wrong or has expired', { error: 'RESET_CODE_WRONG' }),
    });

    fireEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Account or e-mail'), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.change(await screen.findByLabelText('Code from the e-mail'), { target: { value: '111111' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'newpass1' } });
    fireEvent.change(screen.getByLabelText('Confirm the new password'), { target: { value: 'newpass1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The code is wrong or has expired')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Code from the e-mail'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Your password is set')).toBeTruthy();
    expect(callsTo('/api/console/password/forgot')[0]?.body).toEqual({ account: 'ann@example.com' });
    expect(callsTo('/api/console/password/reset').at(-1)?.body).toEqual({
      account: 'ann@example.com',
      code: '123456',
      new_password: 'newpass1',
      confirm_password: 'newpass1',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Go to sign-in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
