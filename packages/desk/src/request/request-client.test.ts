import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeskI18n } from '../i18n/create-desk-i18n.ts';
import { createSession } from '../session/session.ts';
import { fieldErrors } from './field-errors.ts';
import { createRequestClient, noData } from './request-client.ts';
import { RequestError } from './request-error.ts';

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function client() {
  const session = createSession({ tokenKey: 'seller-token', loginPath: '/seller/login' });
  const desk = createDeskI18n({ app: 'seller', languages: ['en', 'zh-CN'], resources: [] });
  return { session, desk, request: createRequestClient({ session, i18n: desk.i18n }) };
}

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('desk request client', () => {
  it("sends the app's token and the language on screen, and unwraps data on success", async () => {
    const { session, desk, request } = client();
    session.setToken('t-123');
    fetchMock.mockImplementation(async () => answer(200, { code: 1, msg: 'ok', data: { logins: 3 } }));

    await expect(request('/api/seller/me')).resolves.toEqual({ logins: 3 });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ token: 't-123', lang: 'en' });

    await desk.changeLanguage('zh-CN');
    await request('/api/seller/me');
    expect(fetchMock.mock.calls[1]?.[1]?.headers).toMatchObject({ token: 't-123', lang: 'zh-CN' });
  });

  it('sends extra headers such as an Idempotency-Key, never in place of the token or language', async () => {
    const { session, request } = client();
    session.setToken('t-123');
    fetchMock.mockResolvedValueOnce(answer(200, { code: 1, msg: 'Done', data: null }));

    await request('/api/seller/withdraw', {
      method: 'POST',
      body: { amount: '5' },
      headers: { 'Idempotency-Key': 'k-123456789', lang: 'xx', token: 'forged' },
    });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).toMatchObject({ 'Idempotency-Key': 'k-123456789', token: 't-123', lang: 'en' });
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json' });
    expect(init?.body).toBe('{"amount":"5"}');
  });

  it('sends a FormData upload as multipart, without a JSON content type', async () => {
    const { request } = client();
    fetchMock.mockResolvedValueOnce(answer(200, { code: 1, msg: 'ok', data: { url: '/uploads/u/a.webp' } }));
    const form = new FormData();
    form.append('file', new File(['x'], 'a.png', { type: 'image/png' }));

    await request('/api/seller/upload', { method: 'POST', body: form });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('content-type');
  });

  it("throws the server's message, error key and per-field validation keys when code is 0", async () => {
    const { desk, request } = client();
    fetchMock.mockResolvedValueOnce(
      answer(200, {
        code: 0,
        msg: 'Please enter a correct amount',
        data: { error: 'VALIDATION', fields: { 'skus.0.price': 'amountInvalid', title: 'noSuchKey' } },
      }),
    );

    const failure = request('/api/seller/product/save', { method: 'POST', body: {} }).catch((error: unknown) => error);
    const error = await failure;

    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({
      message: 'Please enter a correct amount',
      status: 200,
      code: 0,
      key: 'VALIDATION',
      fields: { 'skus.0.price': 'amountInvalid', title: 'noSuchKey' },
    });
    expect(fieldErrors(error, desk.i18n)).toEqual([
      { name: ['skus', 0, 'price'], errors: ['Please enter a correct amount'] },
      { name: ['title'], errors: ['Invalid value: title'] },
    ]);
  });

  it('checks data with the schema and says so when the shapes disagree', async () => {
    const { request } = client();
    fetchMock.mockResolvedValueOnce(answer(200, { code: 1, msg: 'ok', data: { id: 'seven' } }));

    await expect(request('/api/seller/me', { schema: z.object({ id: z.number() }) })).rejects.toMatchObject({
      message: 'The server sent data this page does not understand. Reload the page.',
      code: 1,
    });
  });

  it('checks data with a schema loaded with the call, started before the answer comes', async () => {
    const { request } = client();
    const order: string[] = [];
    fetchMock.mockImplementation(async () => {
      order.push('fetch');
      return answer(200, { code: 1, msg: 'ok', data: { id: 7 } });
    });
    const load = vi.fn(async () => {
      order.push('schema');
      return z.object({ id: z.number() });
    });

    await expect(request('/api/seller/me', { schema: load })).resolves.toEqual({ id: 7 });
    expect(order).toEqual(['schema', 'fetch']);

    fetchMock.mockImplementation(async () => answer(200, { code: 1, msg: 'ok', data: { id: 'seven' } }));
    await expect(request('/api/seller/me', { schema: load })).rejects.toMatchObject({ code: 1 });
  });

  it("reports a schema's code that could not be fetched as a lost connection", async () => {
    const { request } = client();
    fetchMock.mockResolvedValueOnce(answer(200, { code: 1, msg: 'ok', data: { id: 7 } }));
    const load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

    await expect(request('/api/seller/me', { schema: load })).rejects.toMatchObject({
      status: 0,
      message: 'Cannot reach the server. Check the connection and try again.',
    });
  });

  it('takes an answer of no data with noData, and refuses one with data', async () => {
    const { request } = client();
    fetchMock.mockResolvedValueOnce(answer(200, { code: 1, msg: 'ok', data: null }));
    await expect(request('/api/seller/password/forgot', { schema: noData })).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(answer(200, { code: 1, msg: 'ok', data: { sent: true } }));
    await expect(request('/api/seller/password/forgot', { schema: noData })).rejects.toMatchObject({ code: 1 });
  });

  it('reports a lost connection and a timeout of 10 s, in the language on screen', async () => {
    const { desk, request } = client();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(request('/api/seller/me')).rejects.toMatchObject({
      status: 0,
      message: 'Cannot reach the server. Check the connection and try again.',
    });

    await desk.changeLanguage('zh-CN');
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    fetchMock.mockRejectedValueOnce(new DOMException('The operation timed out.', 'TimeoutError'));
    await expect(request('/api/seller/me')).rejects.toMatchObject({ status: 0, message: '服务器响应超时，请重试。' });
    expect(timeout).toHaveBeenCalledWith(10_000);
  });

  it('hands a cancel asked for by the caller back as it is', async () => {
    const { request } = client();
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValueOnce(new DOMException('Aborted', 'AbortError'));

    await expect(request('/api/seller/me', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('ends the session on 401 and keeps the server message', async () => {
    const { session, request } = client();
    session.setToken('expired');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(answer(401, { code: 401, msg: 'Please login first' }));

    await expect(request('/api/seller/me')).rejects.toMatchObject({ status: 401, message: 'Please login first' });
    expect(session.getToken()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/seller/login');
  });

  it("shows the desk every refusal before the caller gets it, with the server's status and key", async () => {
    const session = createSession({ tokenKey: 'console-token', loginPath: '/console/login' });
    const desk = createDeskI18n({ app: 'console', languages: ['en'], resources: [] });
    const onRefusal = vi.fn();
    const request = createRequestClient({ session, i18n: desk.i18n, onRefusal });
    fetchMock.mockResolvedValueOnce(
      answer(403, { code: 0, msg: 'Turn on two-factor sign-in', data: { error: 'TWO_FACTOR_SETUP_REQUIRED' } }),
    );

    await expect(request('/api/console/orders')).rejects.toMatchObject({ key: 'TWO_FACTOR_SETUP_REQUIRED' });
    expect(onRefusal).toHaveBeenCalledTimes(1);
    expect(onRefusal.mock.calls[0]?.[0]).toMatchObject({ status: 403, key: 'TWO_FACTOR_SETUP_REQUIRED' });

    fetchMock.mockResolvedValueOnce(answer(200, { code: 1, msg: 'ok', data: null }));
    await request('/api/console/me');
    expect(onRefusal).toHaveBeenCalledTimes(1);
  });

  it('names the HTTP status when the body is not an envelope', async () => {
    const { request } = client();
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));

    await expect(request('/api/seller/me')).rejects.toMatchObject({
      status: 502,
      message: 'The server answered with an error (HTTP 502).',
    });
  });
});
