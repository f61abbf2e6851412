import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerToken } from '../../../test/actors.ts';
import { buildTestApp, call, engine, registerShopper, type TestApp, uniqueAccount } from '../../../test/helper.ts';
import { operatorToken } from '../../../test/order-fixture.ts';
import type { SessionActor } from '../../db/schema.ts';
import { hashSecret } from '../../lib/password-hash.ts';
import { sha256 } from '../../lib/tokens.ts';
import { insertOperator } from '../console/operator-admin.service.ts';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';

const PASSWORD = 'desk-secret-1';

/** One kind of account: how it signs in, where its sessions are, and a call that needs its session. */
interface Kind {
  name: string;
  actor: SessionActor;
  sessions: string;
  /** A signed-in call of this kind (401 once the session ended). */
  check: string;
}

const KINDS: Kind[] = [
  { name: 'shopper', actor: 'shopper', sessions: '/api/user/sessions', check: '/api/user/getUserInfo' },
  { name: 'operator', actor: 'operator', sessions: '/api/console/my/sessions', check: '/api/console/me' },
  { name: 'shop owner', actor: 'seller', sessions: '/api/seller/security/sessions', check: '/api/seller/me' },
  { name: 'shop staff', actor: 'staff', sessions: '/api/seller/security/sessions', check: '/api/seller/me' },
];

interface Member {
  id: number;
  account: string;
  password: string;
}

/**
 * Where an account is signed in (docs/account-security.md#sessions), the same calls for shoppers, operators, shop
 * owners and staff: the list with the device read from the user agent, the address and the calling session marked;
 * ending one of one's own sessions or all the others, never another account's; and the last use written at most once
 * a minute, by signed-in calls only (a catalogue read with a shopper's token never writes it).
 */
describe(`sessions (${engine})`, () => {
  let t: TestApp;
  /** Two accounts of each kind. */
  const members = new Map<string, [Member, Member]>();
  let shopId: number;
  let ipCounter = 0;
  const nextIp = () => {
    ipCounter += 1;
    return `10.64.${ipCounter >> 8}.${ipCounter & 255}`;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const admin = await operatorToken(t.app, t.db, ['admin']);
    const hash = await hashSecret(PASSWORD);

    const shoppers = await Promise.all(
      [0, 1].map(async () => {
        const shopper = await registerShopper(t.app, { password: PASSWORD }, { ip: nextIp() });
        return { id: shopper.id, account: shopper.account, password: PASSWORD };
      }),
    );
    const operators = await Promise.all(
      [0, 1].map(async () => {
        const account = uniqueAccount('sess');
        const made = await insertOperator(t.db, { account, password_hash: hash, name: 'Clerk', roles: ['support'] });
        if (!made) throw new Error('operator not created');
        return { id: made.id, account, password: PASSWORD };
      }),
    );
    const owners: Member[] = [];
    let ownerToken = '';
    for (let i = 0; i < 2; i += 1) {
      const token = await sellerToken(t.app, admin);
      const me = await call(t.app, 'GET', '/api/seller/me', { token });
      owners.push({ id: me.data.id, account: me.data.account, password: 'seller-secret-1' });
      if (i === 0) {
        ownerToken = token;
        shopId = me.data.shop_id;
      }
    }
    // The first owner's staff: invited, each password set with the mailed code.
    const staff: Member[] = [];
    for (const name of ['anna', 'ben']) {
      const email = `${uniqueAccount(name)}@shop.example`;
      const saved = await call(t.app, 'POST', '/api/seller/staff/save', {
        token: ownerToken,
        body: { name, display_name: name, email, roles: ['orders'], active: true },
      });
      expect(saved.code, saved.msg).toBe(1);
      const mail = await t.db
        .selectFrom('mail_outbox')
        .select('body')
        .where('to_address', '=', email)
        .executeTakeFirstOrThrow();
      const code = /\b(\d{6})\b/.exec(mail.body)?.[1] ?? '';
      const account = saved.data.account as string;
      const reset = await call(t.app, 'POST', '/api/seller/password/reset', {
        body: { account, code, new_password: PASSWORD, confirm_password: PASSWORD },
        ip: nextIp(),
      });
      expect(reset.code, reset.msg).toBe(1);
      staff.push({ id: saved.data.id, account, password: PASSWORD });
    }
    const twoOf = (list: Member[]): [Member, Member] => {
      const [first, second] = list;
      if (!first || !second) throw new Error('two accounts expected');
      return [first, second];
    };
    members.set('shopper', twoOf(shoppers));
    members.set('operator', twoOf(operators));
    members.set('shop owner', twoOf(owners));
    members.set('shop staff', twoOf(staff));
  });
  afterAll(() => t.close());

  const loginPath = (kind: Kind) =>
    kind.actor === 'shopper'
      ? '/api/user/login'
      : kind.actor === 'operator'
        ? '/api/console/login'
        : '/api/seller/login';

  /** Signs `member` in from `ip` with `userAgent`: the session's token. */
  async function signIn(kind: Kind, member: Member, userAgent = CHROME_ANDROID, ip = nextIp()): Promise<string> {
    const res = await call(t.app, 'POST', loginPath(kind), {
      body: { account: member.account, password: member.password },
      headers: { 'user-agent': userAgent },
      ip,
    });
    expect(res.code, res.msg).toBe(1);
    return (kind.actor === 'shopper' ? res.data.userinfo.token : res.data.token) as string;
  }

  /** Every live session of the account ended (each test starts from none). */
  async function signOutEverywhere(kind: Kind, member: Member) {
    await t.db
      .updateTable('sessions')
      .set({ revoked_at: sql`now()` })
      .where('actor', '=', kind.actor)
      .where('subject_id', '=', member.id)
      .where('revoked_at', 'is', null)
      .execute();
  }

  const list = (kind: Kind, token: string) => call(t.app, 'GET', kind.sessions, { token });
  const end = (kind: Kind, token: string, id: number) =>
    call(t.app, 'POST', `${kind.sessions}/end`, { token, body: { id } });
  const endOthers = (kind: Kind, token: string) => call(t.app, 'POST', `${kind.sessions}/end_others`, { token });
  const check = (kind: Kind, token: string, ip?: string) => call(t.app, 'GET', kind.check, { token, ip });
  const rowOf = (token: string) =>
    t.db
      .selectFrom('sessions')
      .select(['id', 'last_used_at', 'ip', 'revoked_at'])
      .where('token_hash', '=', sha256(token))
      .executeTakeFirstOrThrow();
  const pair = (kind: Kind) => {
    const found = members.get(kind.name);
    if (!found) throw new Error(`no ${kind.name}`);
    return found;
  };
  /** The id of the session a token opened, from its own list. */
  const sessionIdOf = async (kind: Kind, token: string) =>
    (await list(kind, token)).data.list.find((s: { current: boolean }) => s.current).id as number;

  describe.each(KINDS.map((kind) => [kind.name, kind] as const))('%s', (_name, kind) => {
    it('lists where it is signed in: the device from the user agent, the address, which session is this one', async () => {
      const [member] = pair(kind);
      await signOutEverywhere(kind, member);
      const phone = await signIn(kind, member, CHROME_ANDROID, '10.64.200.1');
      await signIn(kind, member, SAFARI_IPHONE, '10.64.200.2');
      await signIn(kind, member, 'curl/8.5.0', '10.64.200.3');

      const res = await list(kind, phone);
      expect(res.code, res.msg).toBe(1);
      const sessions = res.data.list as { id: number; device: string; ip: string; current: boolean }[];
      expect(sessions).toHaveLength(3);
      expect(sessions.filter((s) => s.current)).toEqual([
        expect.objectContaining({ device: 'Chrome · Android', ip: '10.64.200.1', current: true }),
      ]);
      expect(sessions.map((s) => [s.device, s.ip]).sort()).toEqual([
        ['API client', '10.64.200.3'],
        ['Chrome · Android', '10.64.200.1'],
        ['Safari · iPhone', '10.64.200.2'],
      ]);
      for (const session of res.data.list) {
        expect(new Date(session.created_at).getTime()).toBeLessThanOrEqual(Date.now());
        expect(new Date(session.last_used_at).getTime()).toBeGreaterThanOrEqual(new Date(session.created_at).getTime());
      }
      // Nothing of the other account of the same kind.
      const [, other] = pair(kind);
      await signOutEverywhere(kind, other);
      const theirs = await signIn(kind, other, FIREFOX_WINDOWS);
      expect((await list(kind, theirs)).data.list).toEqual([
        expect.objectContaining({ device: 'Firefox · Windows', current: true }),
      ]);
    });

    it('ends none of another account’s sessions: SESSION_NOT_FOUND, and that session keeps working', async () => {
      const [member, other] = pair(kind);
      const mine = await signIn(kind, member);
      const theirs = await signIn(kind, other);
      const theirId = await sessionIdOf(kind, theirs);
      const refused = await end(kind, mine, theirId);
      expect(refused).toMatchObject({ status: 200, code: 0, data: { error: 'SESSION_NOT_FOUND' } });
      expect((await check(kind, theirs)).code).toBe(1);
      // Nor a session of another kind (a shop's owner and its staff member neither: the same calls, other
      // accounts), nor an id that is nobody's.
      const otherName = { shopper: 'operator', operator: 'shopper', seller: 'shop staff', staff: 'shop owner' }[
        kind.actor
      ];
      const otherKind = KINDS.find((k) => k.name === otherName);
      if (!otherKind) throw new Error('no other kind');
      const foreign = await signIn(otherKind, pair(otherKind)[0]);
      expect((await end(kind, mine, await sessionIdOf(otherKind, foreign))).data.error).toBe('SESSION_NOT_FOUND');
      expect((await check(otherKind, foreign)).code).toBe(1);
      expect((await end(kind, mine, 2_000_000_000)).data.error).toBe('SESSION_NOT_FOUND');
    });

    it('ends one of its own sessions: that token answers 401, this one works; ending it again is not found', async () => {
      const [member] = pair(kind);
      const mine = await signIn(kind, member);
      const lost = await signIn(kind, member, SAFARI_IPHONE);
      const lostId = await sessionIdOf(kind, lost);
      expect(await end(kind, mine, lostId)).toMatchObject({ code: 1, data: null });
      expect(await check(kind, lost)).toMatchObject({ status: 401 });
      expect((await check(kind, mine)).code).toBe(1);
      expect((await list(kind, mine)).data.list.map((s: { id: number }) => s.id)).not.toContain(lostId);
      expect((await end(kind, mine, lostId)).data.error).toBe('SESSION_NOT_FOUND');
      // Its own calling session may be ended too: signing out from the list.
      expect((await end(kind, mine, await sessionIdOf(kind, mine))).code).toBe(1);
      expect(await check(kind, mine)).toMatchObject({ status: 401 });
    });

    it('ends every other session and keeps the calling one', async () => {
      const [member, other] = pair(kind);
      await signOutEverywhere(kind, member);
      const keep = await signIn(kind, member);
      const second = await signIn(kind, member, SAFARI_IPHONE);
      const third = await signIn(kind, member, FIREFOX_WINDOWS);
      const bystander = await signIn(kind, other);
      expect(await endOthers(kind, keep)).toMatchObject({ code: 1, data: { ended: 2 } });
      expect((await check(kind, keep)).code).toBe(1);
      expect(await check(kind, second)).toMatchObject({ status: 401 });
      expect(await check(kind, third)).toMatchObject({ status: 401 });
      expect((await check(kind, bystander)).code).toBe(1);
      expect((await list(kind, keep)).data.list).toEqual([expect.objectContaining({ current: true })]);
      expect((await endOthers(kind, keep)).data).toEqual({ ended: 0 });
    });

    it('writes the last use at most once a minute, with the address it came from', async () => {
      const [member] = pair(kind);
      const token = await signIn(kind, member, CHROME_ANDROID, '10.64.201.1');
      const opened = await rowOf(token);
      expect(opened.ip).toBe('10.64.201.1');
      expect((await check(kind, token, '10.64.201.2')).code).toBe(1);
      expect((await list(kind, token)).code).toBe(1);
      // Within the minute: neither call wrote it.
      const within = await rowOf(token);
      expect(within.last_used_at.getTime()).toBe(opened.last_used_at.getTime());
      expect(within.ip).toBe('10.64.201.1');

      // Two minutes on: the next call writes it, with its address, once.
      await t.db
        .updateTable('sessions')
        .set({ last_used_at: sql<Date>`now() - interval '2 minutes'` })
        .where('id', '=', opened.id)
        .execute();
      const aged = (await rowOf(token)).last_used_at.getTime();
      expect((await check(kind, token, '10.64.201.3')).code).toBe(1);
      const touched = await rowOf(token);
      expect(touched.last_used_at.getTime()).toBeGreaterThan(aged + 60_000);
      expect(touched.ip).toBe('10.64.201.3');
      expect((await check(kind, token, '10.64.201.4')).code).toBe(1);
      expect(await rowOf(token)).toEqual(touched);
      // The list shows it.
      const listed = (await list(kind, token)).data.list.find((s: { current: boolean }) => s.current);
      expect(listed).toMatchObject({ ip: '10.64.201.3', last_used_at: touched.last_used_at.toISOString() });
    });
  });

  it('never writes the last use on a catalogue read with a shopper’s token, which a signed-in call then does', async () => {
    const [kind] = KINDS;
    if (!kind) throw new Error('no shopper kind');
    const [shopper] = pair(kind);
    const token = await signIn(kind, shopper, CHROME_ANDROID, '10.64.202.1');
    const { id } = await rowOf(token);
    await t.db
      .updateTable('sessions')
      .set({ last_used_at: sql<Date>`now() - interval '2 minutes'` })
      .where('id', '=', id)
      .execute();
    const aged = await rowOf(token);

    // The shop's page and a product's page read the token (optionalShopper) to personalise the answer.
    const shop = await call(t.app, 'GET', '/api/shop/detail', { token, query: { id: shopId }, ip: '10.64.202.2' });
    expect(shop.code, shop.msg).toBe(1);
    const product = await call(t.app, 'GET', '/api/goods/detail', { token, query: { id: 999_999 }, ip: '10.64.202.3' });
    expect(product.data.error).toBe('PRODUCT_NOT_FOUND');
    expect(await rowOf(token)).toEqual(aged);

    // A signed-in call of the same session writes it: the reads above would have, had they touched it.
    expect((await call(t.app, 'GET', '/api/user/getUserInfo', { token, ip: '10.64.202.4' })).code).toBe(1);
    const touched = await rowOf(token);
    expect(touched.last_used_at.getTime()).toBeGreaterThan(aged.last_used_at.getTime());
    expect(touched.ip).toBe('10.64.202.4');
  });
});
