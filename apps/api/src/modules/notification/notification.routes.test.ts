import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, type TestApp } from '../../../test/helper.ts';
import { fundedShopper, operatorToken, type Shopper } from '../../../test/order-fixture.ts';
import { notify } from './notification.repo.ts';

describe(`notifications (${engine})`, () => {
  let t: TestApp;
  let ann: Shopper;
  let bob: Shopper;

  beforeAll(async () => {
    t = await buildTestApp();
    ann = await fundedShopper(t.app, t.db);
    bob = await fundedShopper(t.app, t.db);
  });
  afterAll(() => t.close());

  const list = (shopper: Shopper, query: Record<string, string | number> = {}, lang?: string) =>
    call(t.app, 'GET', '/api/user/notifications', { token: shopper.token, query, lang });
  const unread = async (shopper: Shopper) =>
    (await call(t.app, 'GET', '/api/user/notifications/unread', { token: shopper.token })).data.count as number;
  const read = (shopper: Shopper, body: unknown) =>
    call(t.app, 'POST', '/api/user/notifications/read', { token: shopper.token, body });

  async function clear() {
    await t.db.deleteFrom('notifications').execute();
  }

  it('needs a shopper session', async () => {
    expect((await call(t.app, 'GET', '/api/user/notifications')).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/user/notifications/unread')).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/user/notifications/read', { body: {} })).status).toBe(401);
  });

  it("lists only the shopper's own notifications, newest first, with the unread count", async () => {
    await clear();
    await notify(t.db, {
      userId: ann.id,
      messageKey: 'notifications.rechargePassed',
      params: { amount: '10.00' },
      refType: 'recharge',
      refId: 3,
    });
    await notify(t.db, {
      userId: bob.id,
      messageKey: 'notifications.withdrawPassed',
      params: { amount: '99.00' },
      refType: 'withdrawal',
      refId: 8,
    });
    await notify(t.db, {
      userId: ann.id,
      messageKey: 'notifications.withdrawRefused',
      params: { amount: '5.00', reason: 'Wrong card' },
      refType: 'withdrawal',
      refId: 4,
    });

    const res = await list(ann);
    expect(res).toMatchObject({ status: 200, code: 1 });
    expect(res.data).toMatchObject({ total: 2, page: 1, limit: 10, unread: 2 });
    expect(res.data.list.map((n: { text: string }) => n.text)).toEqual([
      'Your withdrawal of $5.00 was refused and returned to your balance: Wrong card',
      'Your recharge of $10.00 has arrived in your balance',
    ]);
    expect(res.data.list[0]).toEqual({
      id: expect.any(Number),
      text: expect.any(String),
      ref: { type: 'withdrawal', id: 4, order_id: null },
      read: false,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(JSON.stringify(res.data)).not.toContain('$99.00');
    expect(await unread(ann)).toBe(2);
    expect(await unread(bob)).toBe(1);
  });

  it("renders each message in the request's language", async () => {
    await clear();
    await notify(t.db, {
      userId: ann.id,
      messageKey: 'notifications.rechargePassed',
      params: { amount: '12.50' },
      refType: 'recharge',
      refId: 1,
    });
    const texts: Record<string, string> = {};
    for (const lang of ['en', 'zh-CN', 'ri', 'han', 'tai']) {
      const res = await list(ann, {}, lang);
      texts[lang] = res.data.list[0].text;
      expect(texts[lang], lang).toContain('12.50');
      expect(texts[lang], lang).not.toContain('{{');
    }
    expect(new Set(Object.values(texts)).size).toBe(5);
    expect(texts.en).toBe('Your recharge of $12.50 has arrived in your balance');
  });

  it('links orders and refunds to their order, and leaves unknown references out', async () => {
    await clear();
    await notify(t.db, {
      userId: ann.id,
      messageKey: 'notifications.rechargePassed',
      params: { amount: '1.00' },
      refType: 'order',
      refId: 41,
    });
    await notify(t.db, {
      userId: ann.id,
      messageKey: 'notifications.rechargePassed',
      params: { amount: '1.00', order_id: 42 },
      refType: 'refund',
      refId: 7,
    });
    await notify(t.db, {
      userId: ann.id,
      messageKey: 'notifications.rechargePassed',
      params: { amount: '1.00' },
      refType: 'refund',
      refId: 8,
    });
    await notify(t.db, {
      userId: ann.id,
      messageKey: 'notifications.rechargePassed',
      params: { amount: '1.00' },
      refType: 'something',
      refId: 9,
    });
    await notify(t.db, { userId: ann.id, messageKey: 'notifications.rechargePassed', params: { amount: '1.00' } });
    const refs = (await list(ann)).data.list.map((n: { ref: unknown }) => n.ref);
    expect(refs).toEqual([
      null,
      null,
      { type: 'refund', id: 8, order_id: null },
      { type: 'refund', id: 7, order_id: 42 },
      { type: 'order', id: 41, order_id: 41 },
    ]);
  });

  it('pages the inbox', async () => {
    await clear();
    for (let i = 1; i <= 12; i += 1) {
      await notify(t.db, {
        userId: ann.id,
        messageKey: 'notifications.rechargePassed',
        params: { amount: `${i}.00` },
        refType: 'recharge',
        refId: i,
      });
    }
    const first = await list(ann, { page: 1, limit: 5 });
    const third = await list(ann, { page: 3, limit: 5 });
    expect(first.data).toMatchObject({ total: 12, page: 1, limit: 5, unread: 12 });
    expect(first.data.list.map((n: { ref: { id: number } }) => n.ref.id)).toEqual([12, 11, 10, 9, 8]);
    expect(third.data.list.map((n: { ref: { id: number } }) => n.ref.id)).toEqual([2, 1]);
    expect((await list(ann, { limit: 51 })).data.error).toBe('VALIDATION');
  });

  it("marks the chosen notifications read, never another shopper's", async () => {
    await clear();
    await notify(t.db, {
      userId: ann.id,
      messageKey: 'notifications.rechargePassed',
      params: { amount: '1.00' },
      refType: 'recharge',
      refId: 1,
    });
    await notify(t.db, {
      userId: ann.id,
      messageKey: 'notifications.rechargePassed',
      params: { amount: '2.00' },
      refType: 'recharge',
      refId: 2,
    });
    await notify(t.db, {
      userId: bob.id,
      messageKey: 'notifications.rechargePassed',
      params: { amount: '3.00' },
      refType: 'recharge',
      refId: 3,
    });
    const [newest, oldest] = (await list(ann)).data.list as Array<{ id: number }>;
    const bobs = (await list(bob)).data.list[0] as { id: number };

    const res = await read(ann, { ids: [oldest!.id, bobs.id] });
    expect(res).toMatchObject({ code: 1, data: { unread: 1 } });
    const after = (await list(ann)).data.list as Array<{ id: number; read: boolean }>;
    expect(after.find((n) => n.id === oldest!.id)?.read).toBe(true);
    expect(after.find((n) => n.id === newest!.id)?.read).toBe(false);
    // Bob's notification stays unread: Ann's request named it, but it is not hers.
    expect(await unread(bob)).toBe(1);
    expect((await list(bob)).data.list[0].read).toBe(false);
  });

  it('marks every notification read when no ids are given', async () => {
    await clear();
    await notify(t.db, {
      userId: ann.id,
      messageKey: 'notifications.rechargePassed',
      params: { amount: '1.00' },
      refType: 'recharge',
      refId: 1,
    });
    await notify(t.db, {
      userId: ann.id,
      messageKey: 'notifications.rechargePassed',
      params: { amount: '2.00' },
      refType: 'recharge',
      refId: 2,
    });
    await notify(t.db, {
      userId: bob.id,
      messageKey: 'notifications.rechargePassed',
      params: { amount: '3.00' },
      refType: 'recharge',
      refId: 3,
    });
    expect(await read(ann, {})).toMatchObject({ code: 1, data: { unread: 0 } });
    expect(await unread(ann)).toBe(0);
    expect((await list(ann)).data.list.every((n: { read: boolean }) => n.read)).toBe(true);
    expect(await unread(bob)).toBe(1);
  });

  it('refuses bad read bodies', async () => {
    expect((await read(ann, { ids: [] })).data.error).toBe('VALIDATION');
    expect((await read(ann, { ids: ['x'] })).data.error).toBe('VALIDATION');
    expect((await read(ann, { ids: [1], user_id: bob.id })).data.error).toBe('UNKNOWN_FIELD');
  });

  it("tells the shopper when an operator audits their recharge, in the shopper's language", async () => {
    await clear();
    const recharge = await call(t.app, 'POST', '/api/user/recharge', {
      token: ann.token,
      body: {
        method: 'card',
        amount: '20.00',
        provider_ref: 'PSP-1',
        evidence: '/uploads/u/abcdefghijklmnop1234.webp',
      },
    });
    expect(recharge.code).toBe(1);
    const operator = await operatorToken(t.app, t.db);
    const approved = await call(t.app, 'POST', '/api/console/recharge/approve', {
      token: operator,
      body: { id: recharge.data.id, amount: '20.00' },
    });
    expect(approved.code).toBe(1);

    const res = await list(ann, {}, 'zh-CN');
    expect(res.data.unread).toBe(1);
    expect(res.data.list[0]).toMatchObject({
      ref: { type: 'recharge', id: recharge.data.id, order_id: null },
      read: false,
    });
    expect(res.data.list[0].text).toContain('20.00');
    expect(res.data.list[0].text).not.toBe((await list(ann, {}, 'en')).data.list[0].text);
  });
});
