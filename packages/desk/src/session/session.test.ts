import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession } from './session.ts';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('desk session', () => {
  it('keeps the token under the app’s own key, apart from another app’s', () => {
    const console = createSession({ tokenKey: 'console-token', loginPath: '/console/login' });
    const seller = createSession({ tokenKey: 'seller-token', loginPath: '/seller/login' });

    console.setToken('operator-1');
    seller.setToken('seller-1');

    expect(console.getToken()).toBe('operator-1');
    expect(seller.getToken()).toBe('seller-1');
    expect(localStorage.getItem('console-token')).toBe('operator-1');
  });

  it('forgets the token and loads the login page when the session ends', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const session = createSession({ tokenKey: 'seller-token', loginPath: '/seller/login' });
    session.setToken('s');

    session.endSession();

    expect(session.getToken()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/seller/login');
  });

  it('does not reload the login page itself, so what was typed there survives', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/seller/login');
    createSession({ tokenKey: 'seller-token', loginPath: '/seller/login' }).endSession();
    window.history.replaceState(null, '', '/');

    expect(assign).not.toHaveBeenCalled();
  });
});
