import type { AddressInfo } from 'node:net';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engine, type TestApp, uniqueAccount } from '../helper.ts';
import { generateTypes } from './generate-types.ts';
import type { paths } from './types.gen.ts';

/**
 * What a team generating a client from /api/docs/json gets: openapi-typescript turns the document into types without
 * an error, and a client typed by them (openapi-fetch) calls the API over HTTP and reads its answers, failures
 * included, as the types say.
 */
describe(`a client generated from the API document (${engine})`, () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('gets its types from openapi-typescript without an error', async () => {
    // `npm run typecheck` writes these types to types.gen.ts first (never committed: they are the document's), so
    // the calls below are type-checked against the document as it is.
    const generated = await generateTypes(t.app.swagger());
    expect(generated).toContain('getOrderPayInfo');
    expect(generated).toContain('export interface paths');
  });

  it('calls three operations through the typed client, a session and a business failure included', async () => {
    const client = createClient<paths>({ baseUrl });
    const account = uniqueAccount('typed');

    const registered = await client.POST('/api/user/register', {
      body: { account, password: 'secret123', confirm_password: 'secret123' },
    });
    expect(registered.response.status).toBe(200);
    const answer = registered.data;
    if (answer?.code !== 1) throw new Error(`register failed: ${JSON.stringify(answer)}`);
    const token = answer.data.userinfo.token;

    const me = await client.GET('/api/user/getUserInfo', { headers: { token } });
    if (me.data?.code !== 1) throw new Error(`getUserInfo failed: ${JSON.stringify(me.data)}`);
    expect(me.data.data.account).toBe(account);

    // An id list goes as `ids=1,2` (style form, explode false); none of these orders exists.
    const payInfo = await client.GET('/api/order/pay_info', {
      params: { query: { ids: [2147483646, 2147483647] } },
      headers: { token },
      querySerializer: { array: { style: 'form', explode: false } },
    });
    expect(payInfo.data?.code).toBe(0);
    if (payInfo.data?.code === 0) expect(payInfo.data.data.error).toBe('ORDER_NOT_FOUND');

    const anonymous = await client.GET('/api/user/getUserInfo');
    expect(anonymous.response.status).toBe(401);
    expect(anonymous.error?.data.error).toBe('UNAUTHORIZED');
  });
});
