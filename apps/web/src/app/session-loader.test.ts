import type { UserDto } from '@shop/contract/user';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderQueryKeys } from '../features/order/api.ts';
import { saveLastSeen } from '../lib/last-seen.ts';
import { KEEP_LAST_SEEN } from '../lib/last-seen-storage.ts';
import { session } from '../lib/session.ts';
import { fakeApi, initTestI18n, NetworkDown, Refusal } from '../test-support/screen-harness.tsx';
import { queryClient } from './providers.tsx';
import { sessionEnded } from '../lib/session-ended.ts';
import { toast } from '../lib/toast.ts';
import { ensureUserInfo, guardLoader } from './session-loader.ts';

const SHOPPER: UserDto = {
  id: 4,
  account: 'demo',
  family_name: 'Demo',
  given_name: 'Shopper',
  email: '',
  mobile: '',
  avatar: '',
  balance: '2000.00',
  has_pay_password: true,
  lang: 'en',
  country: 'TH',
  created_at: '2025-01-01T00:00:00.000Z',
};
const ORDERS = orderQueryKeys.list('en', 'all');
const LIST = { pages: [{ list: [{ id: 9, order_no: 'SN9' }], total: 1, page: 1, limit: 10 }], pageParams: [1] };

beforeAll(async () => {
  await initTestI18n();
});
beforeEach(async () => {
  localStorage.clear();
  // A visit online: signed in, My orders seen and kept.
  session.setToken('token-demo');
  session.setUserInfo(SHOPPER);
  queryClient.setQueryDefaults(ORDERS, { meta: KEEP_LAST_SEEN });
  queryClient.setQueryData(ORDERS, LIST);
  const query = queryClient.getQueryCache().find({ queryKey: ORDERS, exact: true });
  await saveLastSeen(queryClient, query?.queryHash ?? '');
  // The page is loaded again: the cookie holds the token, memory holds nothing.
  session.setUserInfo(null);
  queryClient.clear();
});
afterEach(() => {
  sessionEnded.clear();
  vi.restoreAllMocks();
  session.clear();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('the user info read on the first navigation', () => {
  it('keeps the session when the connection is down, with the user and orders this session saw last', async () => {
    const api = fakeApi({ '/user/getUserInfo': new NetworkDown() });
    await ensureUserInfo();
    expect(session.get().token).toBe('token-demo');
    expect(session.get().userInfo).toMatchObject({ id: 4, balance: '2000.00' });
    expect(queryClient.getQueryData(ORDERS)).toEqual(LIST);
    expect(api.callsTo('/user/logout')).toHaveLength(0);
  });

  it('says the account is frozen, with the reason, when the server ends the session for that', async () => {
    const frozen = 'This account is frozen: chargeback under review. Please contact customer service';
    const api = fakeApi({
      '/user/getUserInfo': new Refusal('ACCOUNT_FROZEN', frozen, {
        status: 401,
        data: { reason: 'chargeback under review' },
      }),
      '/user/logout': null,
    });
    await ensureUserInfo();
    expect(session.get().token).toBe('');
    expect(api.callsTo('/user/logout')).toHaveLength(1);
    expect(sessionEnded.peek()).toBe(true);
    expect(sessionEnded.notice()).toBe(frozen);
    // On a public page the shopper goes on signed out, told why once.
    const toastSpy = vi.spyOn(toast, 'plain').mockResolvedValue(undefined);
    const home = new URL('http://localhost/home');
    await guardLoader({ request: new Request(home), url: home, params: {}, context: undefined, pattern: '/home' });
    expect(toastSpy).toHaveBeenCalledWith(frozen);
    expect(sessionEnded.peek()).toBe(false);
  });

  it('still ends the session when the server answers that it is over', async () => {
    const api = fakeApi({
      '/user/getUserInfo': new Refusal('UNAUTHORIZED', 'Please login first'),
      '/user/logout': null,
    });
    await ensureUserInfo();
    expect(session.get().token).toBe('');
    expect(api.callsTo('/user/logout')).toHaveLength(1);
    expect(localStorage.length).toBe(0);
  });
});
