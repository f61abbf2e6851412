import { MAX_STAFF, type StaffRole } from '@shop/contract/shop-staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, type TestApp, uniqueAccount } from '../../../test/helper.ts';
import { PAY_CODE } from '../../../test/order-fixture.ts';
import { sellerMarket, type TestSeller } from '../../../test/seller-fixture.ts';
import { codeAt } from '../account-security/totp.ts';

const STAFF_PASSWORD = 'staff-secret-1';

interface Member {
  id: number;
  name: string;
  /** What it signs in with: "<owner account>:<name>". */
  account: string;
  email: string;
  token: string;
}

/**
 * A shop's staff (docs/domain.md#shop-staff): the owner invites members by mail, each sets its password with the
 * mailed code and signs in as "<owner account>:<name>", with the roles the owner gave it; the owner's calls stay the
 * owner's; a deactivated member is signed out; one shop's owner and staff never reach another shop's staff, orders,
 * products or log; names are unique in a shop, which keeps at most MAX_STAFF (under concurrent invitations too);
 * the seller audit log keeps every action of the owner and its staff, secrets hidden.
 */
describe(`shop staff (${engine})`, { timeout: 60_000 }, () => {
  let t: TestApp;
  let market: Awaited<ReturnType<typeof sellerMarket>>;
  let alder: TestSeller;
  let birch: TestSeller;
  let alderOrder: { id: number };
  let birchOrder: { id: number };
  let birchProduct: { id: number; sku: number };
  let ipCounter = 0;
  const nextIp = () => {
    ipCounter += 1;
    return `10.66.${ipCounter >> 8}.${ipCounter & 255}`;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    market = await sellerMarket(t);
    alder = await market.approvedSeller('Alder Goods');
    birch = await market.approvedSeller('Birch Goods');
    const alderProduct = await market.product(alder);
    birchProduct = await market.product(birch);
    alderOrder = await market.paidOrder(alderProduct.sku);
    birchOrder = await market.paidOrder(birchProduct.sku);
  });
  afterAll(() => t.close());

  const seller = (
    method: 'GET' | 'POST',
    url: string,
    token: string,
    body?: unknown,
    query?: Record<string, string | number>,
  ) => call(t.app, method, `/api/seller${url}`, { token, body, query });
  const login = (account: string, password = STAFF_PASSWORD) =>
    call(t.app, 'POST', '/api/seller/login', { body: { account, password }, ip: nextIp() });
  const setPassword = (account: string, code: string, password = STAFF_PASSWORD) =>
    call(t.app, 'POST', '/api/seller/password/reset', {
      body: { account, code, new_password: password, confirm_password: password },
      ip: nextIp(),
    });

  /** The newest invitation mailed to `to`: its body and code. */
  async function invitation(to: string) {
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select(['body', 'purpose', 'subject'])
      .where('to_address', '=', to)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.purpose).toBe('staff_invitation');
    const code = /\b(\d{6})\b/.exec(mail.body)?.[1];
    if (!code) throw new Error(`no code in mail: ${mail.body}`);
    return { ...mail, code };
  }

  const invite = (
    owner: TestSeller,
    name: string,
    roles: StaffRole[],
    email = `${uniqueAccount('staff')}@shop.example`,
  ) =>
    seller('POST', '/staff/save', owner.token, { name, display_name: `${name} (staff)`, email, roles, active: true });

  /** A member of `owner`'s shop with `roles`: invited, its password set with the mailed code, signed in. */
  async function member(owner: TestSeller, roles: StaffRole[]): Promise<Member> {
    const name = uniqueAccount('m');
    const saved = await invite(owner, name, roles);
    expect(saved.code, saved.msg).toBe(1);
    const { account, email, id } = saved.data as { account: string; email: string; id: number };
    const set = await setPassword(account, (await invitation(email)).code);
    expect(set.code, set.msg).toBe(1);
    const signedIn = await login(account);
    expect(signedIn.code, signedIn.msg).toBe(1);
    return { id, name, account, email, token: signedIn.data.token };
  }

  /** The owner's save of an existing member, with `changes` over what it has. */
  async function update(owner: TestSeller, m: Member, changes: Record<string, unknown>) {
    const list = await seller('GET', '/staff', owner.token, undefined, { limit: 50 });
    const row = list.data.list.find((s: { id: number }) => s.id === m.id);
    return seller('POST', '/staff/save', owner.token, {
      id: m.id,
      name: row.name,
      display_name: row.display_name,
      email: row.email,
      roles: row.roles,
      active: row.active,
      ...changes,
    });
  }

  it('invites a member by mail; it sets its password with the code and signs in as "owner:name" in any case', async () => {
    const email = `${uniqueAccount('anna')}@shop.example`;
    const name = `Anna${uniqueAccount('').slice(0, 6)}`;
    const saved = await invite(alder, name, ['orders', 'products'], email);
    const account = `${alder.account}:${name.toLowerCase()}`;
    expect(saved).toMatchObject({
      code: 1,
      data: {
        account,
        name: name.toLowerCase(),
        display_name: `${name} (staff)`,
        email,
        roles: ['products', 'orders'],
        active: true,
        invited: true,
        two_factor: false,
        last_login_at: null,
      },
    });
    const mail = await invitation(email);
    expect(mail.subject).toBe("You are invited to Alder Goods's seller center");
    expect(mail.body).toContain(`Sign in as ${account}`);
    expect(mail.body).toContain(`${alder.account} invited you to work for Alder Goods`);

    // No password yet: it cannot sign in; a wrong code sets none.
    expect((await login(account)).data.error).toBe('WRONG_CREDENTIALS');
    const wrongCode = String((Number(mail.code) + 1) % 1_000_000).padStart(6, '0');
    expect((await setPassword(account, wrongCode)).data.error).toBe('RESET_CODE_INVALID');
    const set = await setPassword(account.toUpperCase(), mail.code);
    expect(set.code, set.msg).toBe(1);
    expect((await setPassword(account, mail.code, 'another-pass-1')).data.error).toBe('RESET_CODE_INVALID');

    const signedIn = await login(` ${alder.account.toUpperCase()} : ${name.toUpperCase()} `);
    expect(signedIn).toMatchObject({
      code: 1,
      data: { token: expect.any(String), seller: { account, shop_id: alder.shopId } },
    });
    const me = await seller('GET', '/me', signedIn.data.token);
    expect(me.data).toMatchObject({
      id: alder.id,
      account: alder.account,
      shop_id: alder.shopId,
      member: { kind: 'staff', id: saved.data.id, account, name: `${name} (staff)`, roles: ['products', 'orders'] },
      two_factor_enabled: false,
    });
    const owner = await seller('GET', '/me', alder.token);
    expect(owner.data.member).toMatchObject({ kind: 'owner', id: alder.id, account: alder.account, roles: [] });

    const listed = await seller('GET', '/staff', alder.token, undefined, { limit: 50 });
    expect(listed.data.list.find((s: { id: number }) => s.id === saved.data.id)).toMatchObject({
      invited: false,
      last_login_at: expect.any(String),
    });
    // A new invitation mails a new code.
    const mailsTo = async () =>
      (await t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute()).length;
    const before = await mailsTo();
    expect((await seller('POST', '/staff/invite', alder.token, { id: saved.data.id })).code).toBe(1);
    expect(await mailsTo()).toBe(before + 1);
    expect((await invitation(email)).code).toMatch(/^\d{6}$/);
  });

  it('counts guesses at an invitation’s code per member, however its sign-in is spelt', async () => {
    const email = `${uniqueAccount('gus')}@shop.example`;
    const saved = await invite(alder, uniqueAccount('gus'), ['orders'], email);
    const account = saved.data.account as string;
    const [owner, name] = account.split(':');
    const { code } = await invitation(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    // Ten guesses (each from its own address, so only the member's own limit counts), spelt ten ways.
    for (let i = 0; i < 10; i += 1) {
      const spelt = `${owner}${' '.repeat(i % 4)}:${' '.repeat(Math.floor(i / 4))}${name?.toUpperCase()}`;
      expect((await setPassword(spelt, wrong)).data.error, spelt).toBe('RESET_CODE_INVALID');
    }
    for (const spelt of [account, `${owner} : ${name}`, `${owner?.toUpperCase()}:  ${name}`]) {
      expect(await setPassword(spelt, code), spelt).toMatchObject({ status: 429, data: { error: 'RATE_LIMITED' } });
    }
    // Asking for codes is counted the same way: three mails an hour, however it is spelt.
    const forgot = (spelt: string) =>
      call(t.app, 'POST', '/api/seller/password/forgot', { body: { account: spelt }, ip: nextIp() });
    for (const spelt of [account, `${owner} :${name}`, `${owner}: ${name}`])
      expect((await forgot(spelt)).code, spelt).toBe(1);
    expect((await forgot(`${owner}  :  ${name}`)).data.error).toBe('RATE_LIMITED');
  });

  it('keeps an orders member to orders: 403 on products and money, OWNER_ONLY on the owner’s calls', async () => {
    const clerk = await member(alder, ['orders']);
    for (const [method, url] of [
      ['GET', '/products'],
      ['POST', '/product/save'],
      ['GET', '/vouchers'],
      ['GET', '/settlements'],
      ['GET', '/ledger'],
      ['GET', '/withdrawals'],
      ['GET', '/payout_accounts'],
    ] as const) {
      const res = await seller(method, url, clerk.token, method === 'POST' ? {} : undefined);
      expect(res, `${method} ${url}`).toMatchObject({ status: 403, data: { error: 'FORBIDDEN' } });
    }
    for (const [method, url] of [
      ['GET', '/staff'],
      ['POST', '/staff/save'],
      ['GET', '/audit_log'],
      ['POST', '/payout_account/save'],
      ['POST', '/withdraw'],
      ['POST', '/pay_password'],
      ['POST', '/shop/save'],
    ] as const) {
      const res = await seller(method, url, clerk.token, method === 'POST' ? {} : undefined);
      expect(res, `${method} ${url}`).toMatchObject({
        status: 403,
        msg: 'Only the shop owner can do this',
        data: { error: 'OWNER_ONLY' },
      });
    }
    const orders = await seller('GET', '/orders', clerk.token);
    expect(orders.code).toBe(1);
    expect(orders.data.list.map((o: { id: number }) => o.id)).toContain(alderOrder.id);
    expect((await seller('GET', '/order', clerk.token, undefined, { id: alderOrder.id })).code).toBe(1);
    for (const url of ['/refunds', '/reviews', '/freight', '/chat/quick_replies', '/dashboard'])
      expect((await seller('GET', url, clerk.token)).code, url).toBe(1);
  });

  it('lets a finance member read the shop’s money, never move it', async () => {
    const finance = await member(alder, ['finance']);
    for (const url of ['/settlements', '/ledger', '/withdraw', '/withdrawals', '/payout_accounts'])
      expect((await seller('GET', url, finance.token)).code, url).toBe(1);
    const account = { holder_name: 'Alder Goods', bank_name: 'Kasikornbank', account_no: '123-4-56789-0' };
    expect((await seller('POST', '/payout_account/save', finance.token, account)).data.error).toBe('OWNER_ONLY');
    const saved = await seller('POST', '/payout_account/save', alder.token, account);
    expect(saved.code, saved.msg).toBe(1);
    expect((await seller('POST', '/payout_account/delete', finance.token, { id: saved.data.id })).data.error).toBe(
      'OWNER_ONLY',
    );
    const withdraw = { amount: '10', pay_password: PAY_CODE, payout_account_id: saved.data.id };
    expect((await seller('POST', '/withdraw', finance.token, withdraw)).data.error).toBe('OWNER_ONLY');
    expect((await seller('GET', '/withdrawals', alder.token)).data.list).toEqual([]);
    expect((await seller('GET', '/orders', finance.token)).data.error).toBe('FORBIDDEN');
  });

  it('applies a change of roles to the next call, and a deactivation at once: sessions end, sign-in refused', async () => {
    const clerk = await member(alder, ['orders']);
    const second = (await login(clerk.account)).data.token as string;
    expect((await update(alder, clerk, { roles: ['finance'] })).code).toBe(1);
    expect((await seller('GET', '/orders', clerk.token)).data.error).toBe('FORBIDDEN');
    expect((await seller('GET', '/settlements', clerk.token)).code).toBe(1);

    const off = await update(alder, clerk, { active: false });
    expect(off).toMatchObject({ code: 1, data: { active: false } });
    for (const token of [clerk.token, second]) expect((await seller('GET', '/me', token)).status).toBe(401);
    expect((await login(clerk.account)).data.error).toBe('ACCOUNT_DISABLED');
    // A deactivated member's forgotten password mails nothing.
    const mails = (await t.db.selectFrom('mail_outbox').select('id').execute()).length;
    const forgot = await call(t.app, 'POST', '/api/seller/password/forgot', {
      body: { account: clerk.account },
      ip: nextIp(),
    });
    expect(forgot.code).toBe(1);
    expect(await t.db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(mails);

    expect((await update(alder, clerk, { active: true })).code).toBe(1);
    expect((await login(clerk.account)).code).toBe(1);
  });

  it('keeps each shop to its own: another owner meets STAFF_NOT_FOUND, staff never read another shop', async () => {
    const anna = await member(alder, ['products', 'orders', 'finance']);
    // Birch's owner: Alder's member is not in its list and is an unknown id to every call.
    const birchList = await seller('GET', '/staff', birch.token, undefined, { limit: 50 });
    expect(birchList.data.list.map((s: { id: number }) => s.id)).not.toContain(anna.id);
    const unknown = 999_999;
    const body = (id: number) => ({
      id,
      name: 'taken',
      display_name: 'Taken',
      email: 'x@shop.example',
      roles: ['orders'],
      active: false,
    });
    for (const [url, payload] of [
      ['/staff/save', body],
      ['/staff/invite', (id: number) => ({ id })],
      ['/staff/reset_two_factor', (id: number) => ({ id })],
    ] as const) {
      const theirs = await seller('POST', url, birch.token, payload(anna.id));
      expect(theirs, url).toMatchObject({ code: 0, data: { error: 'STAFF_NOT_FOUND' } });
      expect(await seller('POST', url, birch.token, payload(unknown))).toEqual(theirs);
    }
    // Untouched: still active, signed in, its name and no new invitation.
    expect((await seller('GET', '/me', anna.token)).data.member).toMatchObject({ id: anna.id, kind: 'staff' });
    const mine = await seller('GET', '/staff', alder.token, undefined, { limit: 50 });
    expect(mine.data.list.find((s: { id: number }) => s.id === anna.id)).toMatchObject({
      name: anna.name,
      active: true,
    });

    // Alder's member reads Alder's orders and products only.
    expect((await seller('GET', '/order', anna.token, undefined, { id: birchOrder.id })).data.error).toBe(
      'ORDER_NOT_FOUND',
    );
    expect((await seller('GET', '/orders', anna.token)).data.list.map((o: { id: number }) => o.id)).not.toContain(
      birchOrder.id,
    );
    expect((await seller('GET', '/product', anna.token, undefined, { id: birchProduct.id })).data.error).toBe(
      'PRODUCT_NOT_FOUND',
    );
    expect((await seller('GET', '/products', anna.token)).data.list.map((p: { id: number }) => p.id)).not.toContain(
      birchProduct.id,
    );
    expect((await seller('GET', '/audit_log', anna.token)).data.error).toBe('OWNER_ONLY');
    // Birch's log holds nothing of Alder's people.
    const birchLog = await seller('GET', '/audit_log', birch.token, undefined, { limit: 50 });
    for (const entry of birchLog.data.list) expect(entry.member_account).not.toContain(alder.account);
  });

  it('keeps names unique in a shop, whatever their case, and free across shops', async () => {
    const name = uniqueAccount('carl');
    expect((await invite(alder, name, ['orders'])).code).toBe(1);
    const again = await invite(alder, name.toUpperCase(), ['finance']);
    expect(again).toMatchObject({
      code: 0,
      msg: 'This shop already has a staff member with that name',
      data: { error: 'STAFF_NAME_TAKEN' },
    });
    const other = await member(alder, ['orders']);
    expect((await update(alder, other, { name: name.toUpperCase() })).data.error).toBe('STAFF_NAME_TAKEN');
    expect((await invite(birch, name, ['orders'])).code).toBe(1);
    expect((await invite(alder, 'x', ['orders'])).data).toMatchObject({
      error: 'VALIDATION',
      fields: { name: 'staffNameRule' },
    });
  });

  it(`keeps at most ${MAX_STAFF} members in a shop, under concurrent invitations too`, async () => {
    const cedar = await market.approvedSeller('Cedar Goods');
    // Filled to two short of the limit directly (invitations are tested above).
    await t.db
      .insertInto('shop_staff')
      .values(
        Array.from({ length: MAX_STAFF - 2 }, (_, i) => ({
          shop_id: cedar.shopId,
          owner_id: cedar.id,
          name: `filler${i}`,
          display_name: `Filler ${i}`,
          email: `filler${i}@shop.example`,
          roles: ['orders'],
        })),
      )
      .execute();
    const answers = await Promise.all(Array.from({ length: 4 }, (_, i) => invite(cedar, `late${i}`, ['orders'])));
    expect(answers.filter((res) => res.code === 1)).toHaveLength(2);
    for (const res of answers.filter((a) => a.code !== 1))
      expect(res).toMatchObject({
        msg: `A shop can have at most ${MAX_STAFF} staff members`,
        data: { error: 'STAFF_LIMIT' },
      });
    const list = await seller('GET', '/staff', cedar.token, undefined, { limit: 50 });
    expect(list.data.total).toBe(MAX_STAFF);
    expect((await invite(cedar, 'onemore', ['orders'])).data.error).toBe('STAFF_LIMIT');
    // Editing a member is not inviting one.
    const first = list.data.list[0];
    const edited = await seller('POST', '/staff/save', cedar.token, {
      id: first.id,
      name: first.name,
      display_name: 'Renamed',
      email: first.email,
      roles: first.roles,
      active: true,
    });
    expect(edited.code, edited.msg).toBe(1);
  });

  it('logs every action of the owner and its staff, secrets hidden, read by the owner and narrowed by member', async () => {
    const clerk = await member(alder, ['orders']);
    // Staff actions: a quick reply, a password change; a refused call and a read are not logged.
    expect(
      (await seller('POST', '/chat/quick_replies/save', clerk.token, { text: 'Thanks for your order!' })).code,
    ).toBe(1);
    const wrongOld = await seller('POST', '/security/password', clerk.token, {
      old_password: 'not-the-password',
      new_password: 'staff-secret-2',
      confirm_password: 'staff-secret-2',
    });
    expect(wrongOld.data.error).toBe('WRONG_PASSWORD');
    const changed = await seller('POST', '/security/password', clerk.token, {
      old_password: STAFF_PASSWORD,
      new_password: 'staff-secret-2',
      confirm_password: 'staff-secret-2',
    });
    expect(changed.code, changed.msg).toBe(1);
    // The owner's: the payment code given again.
    const payCode = await seller('POST', '/pay_password', alder.token, {
      old_pay_password: PAY_CODE,
      pay_password: PAY_CODE,
      confirm_pay_password: PAY_CODE,
    });
    expect(payCode.code, payCode.msg).toBe(1);

    const log = await seller('GET', '/audit_log', alder.token, undefined, { limit: 50 });
    expect(log.code).toBe(1);
    const entries = log.data.list as {
      id: number;
      member_kind: string;
      member_id: number;
      member_account: string;
      action: string;
      target_id: number | null;
      detail: Record<string, unknown>;
      ip: string;
    }[];
    expect(entries.map((e) => e.id)).toEqual([...entries.map((e) => e.id)].sort((a, b) => b - a));
    const [newest, second, third] = entries;
    expect(newest).toMatchObject({
      member_kind: 'owner',
      member_id: alder.id,
      member_account: alder.account,
      action: 'POST /pay_password',
      target_id: null,
      detail: { old_pay_password: '***', pay_password: '***', confirm_pay_password: '***' },
    });
    expect(second).toMatchObject({
      member_kind: 'staff',
      member_id: clerk.id,
      member_account: clerk.account,
      action: 'POST /security/password',
      detail: { old_password: '***', new_password: '***', confirm_password: '***' },
    });
    expect(third).toMatchObject({
      member_kind: 'staff',
      member_account: clerk.account,
      action: 'POST /chat/quick_replies/save',
      detail: { text: 'Thanks for your order!' },
    });
    // The member's invitation by the owner, with its id; its code was mailed, never logged.
    expect(entries.find((e) => e.action === 'POST /staff/save' && e.detail.name === clerk.name)).toMatchObject({
      member_kind: 'owner',
      detail: { roles: ['orders'], active: true },
    });
    expect(entries.filter((e) => e.action === 'POST /password/reset')).toEqual([]);
    expect(JSON.stringify(entries)).not.toContain(STAFF_PASSWORD);

    const onlyClerk = await seller('GET', '/audit_log', alder.token, undefined, { member: clerk.id, limit: 50 });
    // Its sign-in is a line too: public, so the sign-in flow writes it, not the access plugin.
    expect(onlyClerk.data.list.map((e: { action: string }) => e.action)).toEqual([
      'POST /security/password',
      'POST /chat/quick_replies/save',
      'POST /login',
    ]);
    expect(onlyClerk.data.total).toBe(3);
    const onlyOwner = await seller('GET', '/audit_log', alder.token, undefined, { member: 'owner', limit: 50 });
    expect(onlyOwner.data.list.length).toBeGreaterThan(0);
    for (const entry of onlyOwner.data.list) expect(entry).toMatchObject({ member_kind: 'owner', member_id: alder.id });
    expect((await seller('GET', '/audit_log', clerk.token)).data.error).toBe('OWNER_ONLY');
  });

  it('lets the owner clear a member’s two-factor sign-in: its sessions end, it signs in with its password alone', async () => {
    const clerk = await member(alder, ['orders']);
    const setup = await seller('POST', '/security/two_factor/setup', clerk.token, { password: STAFF_PASSWORD });
    expect(setup.code, setup.msg).toBe(1);
    const secret = setup.data.secret as string;
    const now = Date.now();
    expect((await seller('POST', '/security/two_factor/enable', clerk.token, { code: codeAt(secret, now) })).code).toBe(
      1,
    );
    expect((await seller('GET', '/me', clerk.token)).data.two_factor_enabled).toBe(true);

    // Its sign-in now has a second step, answered with the next code.
    const signIn = await login(clerk.account);
    const challenge = signIn.data.second_step.challenge as string;
    const second = await call(t.app, 'POST', '/api/seller/login/second_step', {
      body: { challenge, code: codeAt(secret, now + 30_000) },
      ip: nextIp(),
    });
    expect(second).toMatchObject({ code: 1, data: { seller: { id: clerk.id, account: clerk.account } } });
    const staffRow = async () =>
      (await seller('GET', '/staff', alder.token, undefined, { limit: 50 })).data.list.find(
        (s: { id: number }) => s.id === clerk.id,
      );
    expect(await staffRow()).toMatchObject({ two_factor: true });

    // Another shop's owner cannot; a member cannot clear its own (or anyone's) this way.
    expect((await seller('POST', '/staff/reset_two_factor', birch.token, { id: clerk.id })).data.error).toBe(
      'STAFF_NOT_FOUND',
    );
    expect((await seller('POST', '/staff/reset_two_factor', clerk.token, { id: clerk.id })).data.error).toBe(
      'OWNER_ONLY',
    );
    expect(await staffRow()).toMatchObject({ two_factor: true });

    const reset = await seller('POST', '/staff/reset_two_factor', alder.token, { id: clerk.id });
    expect(reset).toMatchObject({ code: 1, data: null });
    for (const token of [clerk.token, second.data.token]) expect((await seller('GET', '/me', token)).status).toBe(401);
    expect(await staffRow()).toMatchObject({ two_factor: false });
    const again = await login(clerk.account);
    expect(again.data.token).toEqual(expect.any(String));
    expect((await seller('GET', '/security/two_factor', again.data.token)).data.enabled).toBe(false);
  });
});
