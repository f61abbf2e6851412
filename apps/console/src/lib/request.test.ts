import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError, request } from './request.ts';
import { getToken, setToken } from './session.ts';

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('request', () => {
  it('sends the token and language and unwraps data on success', async () => {
    setToken('t-123');
    fetchMock.mockResolvedValueOnce(answer(200, { code: 1, msg: 'ok', data: { logins: 3 } }));

    await expect(request('/api/console/dashboard')).resolves.toEqual({ logins: 3 });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/console/dashboard');
    expect(init?.headers).toMatchObject({ token: 't-123', lang: 'en' });
  });

  it('sends extra headers such as an Idempotency-Key, never in place of the token or language', async () => {
    setToken('t-123');
    fetchMock.mockResolvedValueOnce(answer(200, { code: 1, msg: 'Approved', data: null }));

    await request('/api/console/recharge/approve', {
      method: 'POST',
      body: { id: 1, amount: '5' },
      headers: { 'Idempotency-Key': 'k-123456789', lang: 'xx' },
    });

    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.headers).toMatchObject({ 'Idempotency-Key': 'k-123456789', token: 't-123', lang: 'en' });
  });

  it('throws the server message and error key when code is 0', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(200, { code: 0, msg: 'Wrong account or password', data: { error: 'WRONG_CREDENTIALS' } }),
    );

    const failure = request('/api/console/login', { method: 'POST', body: { account: 'a', password: 'b' } });

    await expect(failure).rejects.toBeInstanceOf(RequestError);
    await expect(failure).rejects.toMatchObject({
      message: 'Wrong account or password',
      code: 0,
      key: 'WRONG_CREDENTIALS',
    });
  });

  it('clears the token and goes to the login page on 401', async () => {
    setToken('expired');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(answer(401, { code: 401, msg: 'Please login first' }));

    await expect(request('/api/console/me')).rejects.toMatchObject({ status: 401, message: 'Please login first' });

    expect(getToken()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/console/login');
  });
});
