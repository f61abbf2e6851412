import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../test/render.tsx';
import { request } from './request.ts';
import { session } from './session.ts';

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  await switchLanguage('en');
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The console's wiring of desk's request client (the client itself is tested in packages/desk). */
describe('console request client', () => {
  it("sends the operator's token and the console's language, and unwraps data", async () => {
    session.setToken('t-123');
    fetchMock.mockImplementation(async () => answer(200, { code: 1, msg: 'ok', data: { logins: 3 } }));

    await expect(request('/api/console/dashboard')).resolves.toEqual({ logins: 3 });
    expect(localStorage.getItem('console-token')).toBe('t-123');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ token: 't-123', lang: 'en' });

    await switchLanguage('zh-CN');
    await request('/api/console/dashboard');
    expect(fetchMock.mock.calls[1]?.[1]?.headers).toMatchObject({ token: 't-123', lang: 'zh-CN' });
    expect(localStorage.getItem('console-lang')).toBe('zh-CN');
  });

  it('clears the token and goes to the console login page on 401', async () => {
    session.setToken('expired');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(answer(401, { code: 401, msg: 'Please login first' }));

    await expect(request('/api/console/me')).rejects.toMatchObject({ status: 401, message: 'Please login first' });

    expect(session.getToken()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/console/login');
  });

  it('opens the security page on a 403 saying two-factor sign-in is owed, and keeps the session', async () => {
    session.setToken('t-owed');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(
      answer(403, {
        code: 0,
        msg: 'Your role requires two-factor sign-in: turn it on to continue',
        data: { error: 'TWO_FACTOR_SETUP_REQUIRED' },
      }),
    );

    await expect(request('/api/console/orders')).rejects.toMatchObject({
      status: 403,
      key: 'TWO_FACTOR_SETUP_REQUIRED',
    });

    expect(assign).toHaveBeenCalledWith('/console/account/security');
    expect(session.getToken()).toBe('t-owed');
  });

  it('leaves other refusals to the page that called', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(answer(403, { code: 0, msg: 'No access', data: { error: 'FORBIDDEN' } }));

    await expect(request('/api/console/orders')).rejects.toMatchObject({ status: 403, key: 'FORBIDDEN' });
    expect(assign).not.toHaveBeenCalled();
  });
});
