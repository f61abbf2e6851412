import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, fill, ok, refused, renderRoutes } from '../../test/render.tsx';
import { LoginPage } from './login-page.tsx';

function show() {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/apply', element: <p>apply page</p> },
      { path: '/waiting', element: <p>waiting page</p> },
      { path: '/dashboard', element: <p>dashboard page</p> },
      { path: '/forgot-password', element: <p>forgot password page</p> },
    ],
    '/login',
  );
}

function signIn(account = 'tea.house', password = 'secret1') {
  fill('Account', account);
  fill('Password', password);
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => localStorage.clear());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('signing in', { timeout: 20_000 }, () => {
  it('stores the token and opens the dashboard', async () => {
    const api = fakeApi({
      '/api/seller/login': ok({ token: 't-seller', seller: { id: 4, account: 'tea.house', shop_id: 9 } }),
    });
    const { router } = show();

    signIn();

    expect(await screen.findByText('dashboard page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('seller-token')).toBe('t-seller');
    expect(api.callsTo('/api/seller/login')[0]?.body).toEqual({ account: 'tea.house', password: 'secret1' });
  });

  it('opens the waiting page while the application is not decided, without a session', async () => {
    fakeApi({
      '/api/seller/login': refused('Your application is waiting for review', {
        error: 'SELLER_PENDING',
        status: 0,
        reason: '',
      }),
    });
    show();

    signIn();

    expect(await screen.findByText('waiting page')).toBeTruthy();
    expect(localStorage.getItem('seller-token')).toBeNull();
  });

  it('shows the reason of a refused application and the way to apply again with the same account', async () => {
    fakeApi({
      '/api/seller/login': refused('Your application was not approved: blurred licence', {
        error: 'SELLER_REFUSED',
        status: 2,
        reason: 'The licence picture is blurred',
      }),
    });
    const { router } = show();

    signIn();

    expect(await screen.findByText('The licence picture is blurred')).toBeTruthy();
    expect(screen.getByText('The platform did not approve this application')).toBeTruthy();
    expect(
      screen.getByText(
        'You can apply again with this account and its password, fixing what the reason says: the new application replaces this one.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply again' }));
    expect(await screen.findByText('apply page')).toBeTruthy();
    // The application form opens with the account filled in.
    expect(router.state.location.state).toEqual({ account: 'tea.house' });
    expect(localStorage.getItem('seller-token')).toBeNull();
  });

  it('shows the server’s refusal of wrong credentials and checks the fields before sending', async () => {
    const api = fakeApi({
      '/api/seller/login': refused('Wrong account or password', { error: 'WRONG_CREDENTIALS' }),
    });
    show();

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findAllByText('Please input account and password')).length).toBeGreaterThan(0);
    expect(api.calls).toHaveLength(0);

    signIn('tea.house', 'wrong1');
    expect(await screen.findByText('Wrong account or password')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('/api/seller/login')).toHaveLength(1));
  });

  it('asks the authenticator’s code after a right password when two-factor sign-in is on', async () => {
    const api = fakeApi({
      '/api/seller/login': ok({ second_step: { challenge: 'ch-1', expires_in: 300 } }),
      '/api/seller/login/second_step': ok({ token: 't-anna', seller: { id: 4, account: 'tea.house', shop_id: 9 } }),
    });
    const { router } = show();

    signIn('tea.house:anna', 'secret1');
    await screen.findByLabelText('6 digits from your authenticator app, or a recovery code');
    fill('6 digits from your authenticator app, or a recovery code', ' 123456 ');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('dashboard page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('seller-token')).toBe('t-anna');
    expect(api.callsTo('/api/seller/login')[0]?.body).toEqual({ account: 'tea.house:anna', password: 'secret1' });
    expect(api.callsTo('/api/seller/login/second_step')[0]?.body).toEqual({ challenge: 'ch-1', code: '123456' });
  });

  it('tells staff how they sign in, and leads to the password reset', async () => {
    fakeApi({});
    const { router } = show();
    expect(
      screen.getByText("Staff: sign in with the shop's account, a colon and your name, e.g. tea.house:anna."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByText('forgot password page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });
});
