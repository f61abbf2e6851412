import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import offline from '../locales/en/offline.json';
import { DuplicateGuard } from './duplicate-guard.ts';
import { describeFailure, RequestError } from './request-error.ts';
import { request, resetDuplicateGuardForTests, setUnauthorizedHandler } from './request.ts';
import { session } from './session.ts';
import { i18n } from './i18n.ts';
import { initTestI18n } from '../test-support/screen-harness.tsx';
import { toast } from './toast.ts';

/**
 * The failure toasts the client shows, caught on the shared `toast` object rather than by replacing its module: the
 * web project's files share one module graph (vitest.config.ts), where a module mock would come too late.
 */
let toastFail: MockInstance<typeof toast.fail>;

const fetchMock = vi.fn<typeof fetch>();

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown = null) => json({ code: 1, msg: 'ok', data });

/** The URL and init of the nth fetch call. */
function call(n = 0): { url: string; init: RequestInit; headers: Record<string, string> } {
  const [url, init] = fetchMock.mock.calls[n] ?? [];
  return { url: String(url), init: init ?? {}, headers: (init?.headers ?? {}) as Record<string, string> };
}

/** Runs a request that must fail and returns its RequestError. */
async function failure(promise: Promise<unknown>): Promise<RequestError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof RequestError) return err;
    throw err;
  }
  throw new Error('the request resolved');
}

beforeAll(async () => {
  // The app's instance with its English texts: the web project's files share it (vitest.config.ts).
  await initTestI18n();
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => ok());
  toastFail = vi.spyOn(toast, 'fail').mockResolvedValue(undefined);
  resetDuplicateGuardForTests();
  session.clear();
  session.setLang('en');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setUnauthorizedHandler(() => {});
});

describe('request headers', () => {
  it('sends the stored token in the token header', async () => {
    session.setToken('tok-123');
    await request('/user/getUserInfo');
    expect(call().headers.token).toBe('tok-123');
    expect(call().url).toBe('/api/user/getUserInfo');
  });

  it('leaves the token out when the call opts out with withoutToken', async () => {
    session.setToken('tok-123');
    await request('/common/config', { withoutToken: true });
    expect(call().headers).not.toHaveProperty('token');
  });

  it('sends no token header when the shopper is logged out', async () => {
    await request('/user/help_support');
    expect(call().headers).not.toHaveProperty('token');
  });

  it('sends the current language code in the lang header', async () => {
    session.setLang('ri');
    await request('/user/law');
    expect(call().headers.lang).toBe('ri');
  });

  it('sends a body as JSON with its content type and defaults the method to POST', async () => {
    await request('/user/address_set_default', { body: { id: 3 } });
    expect(call().init.method).toBe('POST');
    expect(call().init.body).toBe('{"id":3}');
    expect(call().headers['content-type']).toBe('application/json');
  });

  it('sends a FormData as multipart, with the token, no JSON content type, outside the duplicate guard', async () => {
    session.setToken('abc');
    const upload = () => {
      const form = new FormData();
      form.append('file', new File(['x'], 'a.png', { type: 'image/png' }));
      return request('/common/upload', { method: 'POST', body: form });
    };
    await upload();
    // Two pictures within a second are two uploads, not a double tap.
    await upload();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(call().init.body).toBeInstanceOf(FormData);
    expect((call().init.body as FormData).get('file')).toBeInstanceOf(File);
    expect(call().headers.token).toBe('abc');
    expect(call().headers['content-type']).toBeUndefined();
  });
});

describe('request query string', () => {
  it('writes objects as key[subkey] and drops empty values', async () => {
    await request('/user/order_list', {
      params: { status: 0, page: 2, kind: '', note: undefined, extra: null, filter: { min: 1, max: '' } },
    });
    expect(call().url).toBe(`/api/user/order_list?status=0&page=2&${encodeURIComponent('filter[min]')}=1`);
    expect(call().init.method).toBe('GET');
  });

  it('sends no question mark when every parameter is empty', async () => {
    await request('/user/bill', { params: { kind: '' } });
    expect(call().url).toBe('/api/user/bill');
  });
});

describe('the duplicate-submit guard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });

  it('refuses the same POST URL and body within 1000 ms with the fixed message, calling fetch once', async () => {
    await request('/user/address_add', { method: 'POST', body: { addressee: 'A' } });
    vi.setSystemTime(Date.now() + 999);
    const error = await failure(request('/user/address_add', { method: 'POST', body: { addressee: 'A' } }));
    expect(error.kind).toBe('duplicate');
    expect(error.message).toBe('the data is being processed, do not submit again');
    expect(toastFail).toHaveBeenCalledWith('the data is being processed, do not submit again');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refuses a repeated PUT the same way', async () => {
    await request('/user/profile', { method: 'PUT', body: { given_name: 'A' } });
    await expect(request('/user/profile', { method: 'PUT', body: { given_name: 'A' } })).rejects.toThrow(RequestError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lets the same POST through once 1000 ms have passed', async () => {
    await request('/user/address_add', { method: 'POST', body: { addressee: 'A' } });
    vi.setSystemTime(Date.now() + 1000);
    await request('/user/address_add', { method: 'POST', body: { addressee: 'A' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('lets a POST to the same URL with a different body through', async () => {
    await request('/user/address_add', { method: 'POST', body: { addressee: 'A' } });
    await request('/user/address_add', { method: 'POST', body: { addressee: 'B' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('lets a repeated POST through when the call opts out with allowDuplicate', async () => {
    await request('/user/logout', { method: 'POST', allowDuplicate: true });
    await request('/user/logout', { method: 'POST', allowDuplicate: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never blocks a repeated GET', async () => {
    await request('/user/address_list', { params: { page: 1 } });
    await request('/user/address_list', { params: { page: 1 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('compares with an injected clock in DuplicateGuard', () => {
    let now = 0;
    const guard = new DuplicateGuard(1000, () => now);
    expect(guard.admit('POST', '/api/x', { a: 1 })).toBe(true);
    now = 500;
    expect(guard.admit('POST', '/api/x', { a: 1 })).toBe(false);
    now = 1500;
    expect(guard.admit('POST', '/api/x', { a: 1 })).toBe(true);
    expect(guard.admit('GET', '/api/x', undefined)).toBe(true);
    expect(guard.admit('GET', '/api/x', undefined)).toBe(true);
  });
});

describe('offline', () => {
  const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

  it('refuses every write before sending it, with the translated message as a failure toast', async () => {
    goOffline();
    session.setToken('tok-123');
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const error = await failure(request('/cart/add', { method, body: { sku_id: 1, quantity: 1 } }));
      expect(error.kind).toBe('offline');
      expect(error.message).toBe(offline.writeRefused);
    }
    expect(fetchMock).not.toHaveBeenCalled();
    expect(toastFail).toHaveBeenCalledTimes(3);
    expect(toastFail).toHaveBeenCalledWith("You're offline: nothing was sent. Try again when you're back online.");
  });

  it('refuses an upload, and a body sent without a method (a POST), the same way', async () => {
    goOffline();
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    expect((await failure(request('/common/upload', { method: 'POST', body: form }))).kind).toBe('offline');
    expect((await failure(request('/order/create', { body: { ids: [1] } }))).kind).toBe('offline');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a silent write without a toast: the caller shows the message itself', async () => {
    goOffline();
    const error = await failure(request('/order/pay', { method: 'POST', body: { order_ids: [1] }, silent: true }));
    expect(error.message).toBe(offline.writeRefused);
    expect(toastFail).not.toHaveBeenCalled();
  });

  it('lets reads go out, and a read that fails offline shows no toast (the banner says it)', async () => {
    goOffline();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(request('/user/order_list'));
    expect(error.kind).toBe('network');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(toastFail).not.toHaveBeenCalled();
  });

  it('does not count a refused write against the duplicate guard: back online, the same write goes at once', async () => {
    const onLine = goOffline();
    await failure(request('/cart/add', { body: { sku_id: 1, quantity: 1 } }));
    onLine.mockReturnValue(true);
    await request('/cart/add', { body: { sku_id: 1, quantity: 1 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('request error mapping', () => {
  it('shows backend interface connection abnormal when fetch fails with a TypeError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(request('/user/law'));
    expect(error.kind).toBe('network');
    expect(error.message).toBe('backend interface connection abnormal');
    expect(toastFail).toHaveBeenCalledWith('backend interface connection abnormal');
  });

  it('shows system interface request timed out when the timeout signal aborts the call', async () => {
    fetchMock.mockRejectedValue(new DOMException('The operation timed out.', 'TimeoutError'));
    const error = await failure(request('/user/law'));
    expect(error.kind).toBe('timeout');
    expect(toastFail).toHaveBeenCalledWith('system interface request timed out');
  });

  it('aborts a call that outlives its timeout through the fetch signal', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const error = await failure(request('/user/law', { timeoutMs: 20 }));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('system interface request timed out');
  });

  it('shows system interface 500 abnormal for an HTTP 500 without a JSON body', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Internal Server Error</html>', { status: 500 }));
    const error = await failure(request('/user/law'));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
    expect(toastFail).toHaveBeenCalledWith('system interface 500 abnormal');
  });

  it('prefers the msg of a JSON error body to the status text', async () => {
    fetchMock.mockResolvedValue(json({ code: 429, msg: 'Too many attempts' }, 429));
    const error = await failure(request('/user/login', { method: 'POST', body: { account: 'a' } }));
    expect(error.message).toBe('Too many attempts');
    expect(toastFail).toHaveBeenCalledWith('Too many attempts');
  });

  it('on code 401 with a token: shows the msg, clears the session and calls the unauthorized handler', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    session.setToken('expired');
    fetchMock.mockResolvedValue(json({ code: 401, msg: 'Please login first' }, 401));
    const error = await failure(request('/user/getUserInfo'));
    expect(error.kind).toBe('unauthorized');
    expect(toastFail).toHaveBeenCalledWith('Please login first');
    expect(session.get().token).toBe('');
    expect(document.cookie).not.toContain('Admin-Token=expired');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("hands the unauthorized handler the refusal: a frozen account's key and the server's words", async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    session.setToken('frozen');
    const msg = 'This account is frozen: chargeback. Please contact customer service';
    fetchMock.mockResolvedValue(json({ code: 401, msg, data: { error: 'ACCOUNT_FROZEN', reason: 'chargeback' } }, 401));
    await failure(request('/cart/count'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    const [error] = onUnauthorized.mock.calls[0] as [RequestError];
    expect(error).toMatchObject({ kind: 'unauthorized', message: msg, errorKey: 'ACCOUNT_FROZEN' });
    expect(error.data).toMatchObject({ reason: 'chargeback' });
  });

  it('treats body code 401 inside an HTTP 200 as unauthorized too', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    session.setToken('expired');
    fetchMock.mockResolvedValue(json({ code: 401, msg: 'Please login first' }));
    await expect(request('/user/getUserInfo')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('on code 401 without a token: shows the msg but does not call the unauthorized handler', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValue(json({ code: 401, msg: 'Please login first' }, 401));
    await expect(request('/user/getUserInfo')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(toastFail).toHaveBeenCalledWith('Please login first');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('rejects code 0 with a failure toast of the server msg and keeps data.error as the error key', async () => {
    fetchMock.mockResolvedValue(
      json({ code: 0, msg: 'Insufficient balance', data: { error: 'INSUFFICIENT_BALANCE' } }),
    );
    const error = await failure(request('/order/pay', { body: { id: 1 } }));
    expect(error.kind).toBe('business');
    expect(error.message).toBe('Insufficient balance');
    expect(error.errorKey).toBe('INSUFFICIENT_BALANCE');
    expect(toastFail).toHaveBeenCalledWith('Insufficient balance');
  });

  it('shows no toast and leaves the session alone for a silent call', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    session.setToken('tok');
    fetchMock.mockResolvedValue(json({ code: 401, msg: 'Please login first' }, 401));
    await expect(request('/user/getUserInfo', { silent: true })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(toastFail).not.toHaveBeenCalled();
    expect(session.get().token).toBe('tok');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('resolves with data when code is 1, without a toast', async () => {
    fetchMock.mockResolvedValue(ok({ title: 'Law', content: 'Text' }));
    await expect(request('/user/law')).resolves.toEqual({ title: 'Law', content: 'Text' });
    expect(toastFail).not.toHaveBeenCalled();
  });
});

describe('describeFailure', () => {
  const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params ?? {});

  it('returns the msg of a JSON body first', () => {
    expect(
      describeFailure({ transport: 'Network Error', status: 502, body: { code: 0, msg: 'Out of stock' } }, t),
    ).toBe('Out of stock');
  });

  it('ignores an empty msg and falls back to the status mapping', () => {
    expect(describeFailure({ status: 502, body: { code: 0, msg: '' } }, t)).toBe('system interface 502 abnormal');
  });

  it("maps 'Network Error' to backend interface connection abnormal", () => {
    expect(describeFailure({ transport: 'Network Error' }, t)).toBe('backend interface connection abnormal');
  });

  it('maps any message containing timeout, in any case, to system interface request timed out', () => {
    expect(describeFailure({ transport: 'timeout of 10000ms exceeded' }, t)).toBe('system interface request timed out');
    expect(describeFailure({ transport: 'Gateway Timeout' }, t)).toBe('system interface request timed out');
  });

  it("maps 'Request failed with status code NNN' to system interface NNN abnormal", () => {
    expect(describeFailure({ transport: 'Request failed with status code 404' }, t)).toBe(
      'system interface 404 abnormal',
    );
  });

  it('builds the status message from a bare status', () => {
    expect(describeFailure({ status: 503 }, t)).toBe('system interface 503 abnormal');
  });

  it('passes other messages through unchanged', () => {
    expect(describeFailure({ transport: 'Something odd' }, t)).toBe('Something odd');
  });
});
