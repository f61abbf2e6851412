import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDeskI18n } from '../i18n/create-desk-i18n.ts';
import { createSession } from '../session/session.ts';
import { createRequestClient } from './request-client.ts';
import { RequestError } from './request-error.ts';

afterEach(() => vi.unstubAllGlobals());

describe('a refusal’s data', () => {
  it('is kept whole beside the key, for refusals that say more than a message', async () => {
    const session = createSession({ tokenKey: 'seller-token', loginPath: '/seller/login' });
    const desk = createDeskI18n({ app: 'seller-refusal', languages: ['en'], resources: [] });
    const request = createRequestClient({ session, i18n: desk.i18n });
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        async () =>
          new Response(
            JSON.stringify({
              code: 0,
              msg: 'Your application was not approved: blurred licence',
              data: { error: 'SELLER_REFUSED', status: 2, reason: 'blurred licence' },
            }),
            { headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    const error = await request('/api/seller/login', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ key: 'SELLER_REFUSED', data: { status: 2, reason: 'blurred licence' } });
  });
});
