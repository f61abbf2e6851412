import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthFrame } from '../app-shell/auth-frame.tsx';
import { renderDesk } from '../app-shell/test-render.tsx';
import { RequestError } from '../request/request-error.ts';
import { type DeskResetInput, PasswordRecovery } from './password-recovery.tsx';

afterEach(cleanup);

function show(reset: (body: DeskResetInput) => Promise<unknown> = async () => null, initialAccount?: string) {
  const forgot = vi.fn(async (_body: { account: string }) => null);
  const resetCall = vi.fn(reset);
  const router = createMemoryRouter(
    [
      {
        path: '/forgot-password',
        element: (
          <AuthFrame title="Demo desk">
            <PasswordRecovery forgot={forgot} reset={resetCall} signInTo="/login" initialAccount={initialAccount} />
          </AuthFrame>
        ),
      },
      { path: '/login', element: <p>Sign-in page</p> },
    ],
    { initialEntries: ['/forgot-password'] },
  );
  renderDesk(<RouterProvider router={router} />);
  return { forgot, reset: resetCall, router };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('password recovery', { timeout: 20_000 }, () => {
  it('mails a code for the account, then sets the new password with it and leads back to sign-in', async () => {
    const { forgot, reset, router } = show();

    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please input account and password')).toBeTruthy();
    expect(forgot).not.toHaveBeenCalled();

    type('Account or e-mail', ' ann@example.com ');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('If the account exists, a 6-digit code was mailed to its e-mail address.'),
    ).toBeTruthy();
    expect(forgot.mock.calls[0]?.[0]).toEqual({ account: 'ann@example.com' });

    type('Code from the e-mail', '12345');
    type('New password', 'newpass1');
    type('Confirm the new password', 'newpass2');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Please enter the 6-digit code')).toBeTruthy();
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(reset).not.toHaveBeenCalled();

    type('Code from the e-mail', '123456');
    type('Confirm the new password', 'newpass1');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByText('Your password is set')).toBeTruthy();
    expect(reset.mock.calls[0]?.[0]).toEqual({
      account: 'ann@example.com',
      code: '123456',
      new_password: 'newpass1',
      confirm_password: 'newpass1',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Go to sign-in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("opens on the code for a known account, shows the server's refusal, and can ask for another code", async () => {
    const { forgot } = show(
      () => Promise.reject(new RequestError('The code is wrong or has expired', 200)),
      'tea:anna',
    );

    expect(await screen.findByText('Enter the code mailed for tea:anna and choose a new password.')).toBeTruthy();
    type('Code from the e-mail', '654321');
    type('New password', 'firstpass');
    type('Confirm the new password', 'firstpass');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The code is wrong or has expired')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'No code? Send another' }));
    expect(((await screen.findByLabelText('Account or e-mail')) as HTMLInputElement).value).toBe('tea:anna');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(forgot).toHaveBeenCalledWith({ account: 'tea:anna' }));
  });
});
