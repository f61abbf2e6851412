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
});
