import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, fill, ok, renderRoutes } from '../../test/render.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

function show(path = '/forgot-password') {
  return renderRoutes(
    [
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/login', element: <p>login page</p> },
    ],
    path,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a forgotten password', { timeout: 20_000 }, () => {
  it('mails a code to the account, then sets the new password with it', async () => {
    const api = fakeApi({ '/api/seller/password/forgot': ok(null), '/api/seller/password/reset': ok(null) });
    show();
    expect(screen.getByText('Reset your password')).toBeTruthy();

    fill('Account or e-mail', 'tea.house:anna');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(api.callsTo('/api/seller/password/forgot')).toHaveLength(1));
    expect(api.callsTo('/api/seller/password/forgot')[0]?.body).toEqual({ account: 'tea.house:anna' });

    fill('Code from the e-mail', '123456');
    fill('New password', 'new-secret');
    fill('Confirm the new password', 'new-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(api.callsTo('/api/seller/password/reset')).toHaveLength(1));
    expect(api.callsTo('/api/seller/password/reset')[0]?.body).toEqual({
      account: 'tea.house:anna',
      code: '123456',
      new_password: 'new-secret',
      confirm_password: 'new-secret',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Go to sign-in' }));
    expect(await screen.findByText('login page')).toBeTruthy();
  });

  it('opens an invited staff member’s link on the code, for the first password', async () => {
    const api = fakeApi({ '/api/seller/password/reset': ok(null) });
    show('/forgot-password?account=tea.house%3Aanna');
    expect(screen.getByText('Set your password')).toBeTruthy();
    expect(screen.getByLabelText('Code from the e-mail')).toBeTruthy();

    fill('Code from the e-mail', '654321');
    fill('New password', 'first-secret');
    fill('Confirm the new password', 'first-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(api.callsTo('/api/seller/password/reset')).toHaveLength(1));
    expect(api.callsTo('/api/seller/password/reset')[0]?.body).toMatchObject({
      account: 'tea.house:anna',
      code: '654321',
    });
    expect(api.callsTo('/api/seller/password/forgot')).toHaveLength(0);
  });
});
