import type { UserDto } from '@shop/contract/user';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepLastSeen, restoreLastSeen, saveLastSeen } from './last-seen.ts';
import { KEEP_LAST_SEEN, LAST_SEEN_PREFIX, lastSeenKey } from './last-seen-storage.ts';
import { session } from './session.ts';

const user = (id: number, balance: string): UserDto => ({
  id,
  account: `shopper${id}`,
  family_name: '',
  given_name: `Shopper ${id}`,
  email: '',
  mobile: '',
  avatar: '',
  balance,
  has_pay_password: true,
  lang: 'en',
  country: 'TH',
  created_at: '2025-01-01T00:00:00.000Z',
});
const ORDERS = ['order', 'list', 'en', 'all'];
const CART = ['cart', 'list'];
const keptKeys = () => Object.keys(localStorage).filter((key) => key.startsWith(LAST_SEEN_PREFIX));

/** Signs in as the app does: the token (cookie and store), then the user info. */
function signIn(token: string, who: UserDto): void {
  session.setToken(token);
  session.setUserInfo(who);
}

/** A read the shopper saw: marked to be kept, or not. */
function answer(client: QueryClient, key: string[], data: unknown, kept = true): string {
  client.setQueryDefaults(key, { meta: kept ? KEEP_LAST_SEEN : {} });
  client.setQueryData(key, data);
  const query = client.getQueryCache().find({ queryKey: key, exact: true });
  if (!query) throw new Error('no query');
  return query.queryHash;
}

let client: QueryClient;
beforeEach(() => {
  localStorage.clear();
  session.clear();
  client = new QueryClient();
});
afterEach(() => session.clear());

describe('what is kept for offline use', () => {
  it('keeps the answers of reads marked to be kept, under the signed-in account, and nothing else', async () => {
    signIn('token-a', user(1, '2000.00'));
    await saveLastSeen(client, answer(client, ORDERS, { pages: [{ list: [{ id: 7 }] }], pageParams: [1] }));
    await saveLastSeen(client, answer(client, CART, { list: ['not kept'] }, false));
    expect(keptKeys()).toEqual([lastSeenKey(1)]);
    const stored = localStorage.getItem(lastSeenKey(1)) ?? '';
    expect(stored).toContain('"id":7');
    expect(stored).toContain('2000.00');
    expect(stored).not.toContain('not kept');
    expect(stored).not.toContain('token-a');
  });

  it('saves each kept answer as it arrives once keeping starts, including those already in the cache', async () => {
    signIn('token-a', user(1, '2000.00'));
    answer(client, ORDERS, { pages: [{ list: [{ id: 7 }] }], pageParams: [1] });
    const stop = keepLastSeen(client);
    answer(client, ['wallet', 'extractInfo', 'en'], { balance: '1990.00' });
    await expect.poll(() => localStorage.getItem(lastSeenKey(1)) ?? '').toContain('1990.00');
    expect(localStorage.getItem(lastSeenKey(1))).toContain('"id":7');
    stop();
  });

  it('saves nothing more once stopped, and starts again for the same cache', async () => {
    signIn('token-a', user(1, '2000.00'));
    const stop = keepLastSeen(client);
    answer(client, ['wallet', 'extractInfo', 'en'], { balance: '1990.00' });
    await expect.poll(() => localStorage.getItem(lastSeenKey(1)) ?? '').toContain('1990.00');
    stop();
    answer(client, ['wallet', 'extractInfo', 'en'], { balance: '1980.00' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(localStorage.getItem(lastSeenKey(1))).not.toContain('1980.00');

    const stopAgain = keepLastSeen(client);
    answer(client, ['wallet', 'extractInfo', 'en'], { balance: '1970.00' });
    await expect.poll(() => localStorage.getItem(lastSeenKey(1)) ?? '').toContain('1970.00');
    stopAgain();
  });

  it('puts it back for the same session, offline after a reload: the orders and the balance', async () => {
    signIn('token-a', user(1, '2000.00'));
    await saveLastSeen(client, answer(client, ORDERS, { pages: [{ list: [{ id: 7 }] }], pageParams: [1] }));
    session.setUserInfo(null);
    const afterReload = new QueryClient();
    expect(await restoreLastSeen(afterReload)).toMatchObject({ id: 1, balance: '2000.00' });
    expect(afterReload.getQueryData(ORDERS)).toEqual({ pages: [{ list: [{ id: 7 }] }], pageParams: [1] });
  });
});

describe('nothing personal outlives a logout or crosses to another account', () => {
  it('deletes everything kept on logout', async () => {
    signIn('token-a', user(1, '2000.00'));
    await saveLastSeen(client, answer(client, ORDERS, { pages: [], pageParams: [] }));
    expect(keptKeys()).toHaveLength(1);
    session.clear();
    expect(keptKeys()).toEqual([]);
    expect(await restoreLastSeen(new QueryClient())).toBeNull();
  });

  it('never writes back a save still in flight when the logout came', async () => {
    signIn('token-a', user(1, '2000.00'));
    const saving = saveLastSeen(client, answer(client, ORDERS, { pages: [], pageParams: [] }));
    session.clear();
    await saving;
    expect(keptKeys()).toEqual([]);
  });

  it('deletes the previous account’s data when another account signs in on the same phone', async () => {
    signIn('token-a', user(1, '2000.00'));
    await saveLastSeen(client, answer(client, ORDERS, { pages: [{ list: [{ id: 7 }] }], pageParams: [1] }));
    signIn('token-b', user(2, '5.00'));
    expect(keptKeys()).toEqual([]);
    const other = new QueryClient();
    expect(await restoreLastSeen(other)).toBeNull();
    expect(other.getQueryData(ORDERS)).toBeUndefined();
  });

  it('lets no other session read a snapshot, even one left behind by another tab, and deletes it unread', async () => {
    signIn('token-a', user(1, '2000.00'));
    await saveLastSeen(client, answer(client, ORDERS, { pages: [{ list: [{ id: 7 }] }], pageParams: [1] }));
    // Another session's token arrives without its user info (a cookie set elsewhere), then the page goes offline.
    session.setToken('token-b');
    session.setUserInfo(null);
    const other = new QueryClient();
    expect(await restoreLastSeen(other)).toBeNull();
    expect(other.getQueryData(ORDERS)).toBeUndefined();
    expect(keptKeys()).toEqual([]);
  });

  it('starts with nothing kept when the page opens without a session (its cookie expired)', async () => {
    localStorage.setItem(lastSeenKey(1), '{"session":"x","user":{},"queries":[]}');
    session.clear();
    expect(keptKeys()).toEqual([]);
  });
});
