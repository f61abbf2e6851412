import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStream, type StreamEvent, type TestStream } from '../../../test/event-stream.ts';
import { buildTestApp, call, engine, type TestApp } from '../../../test/helper.ts';
import { buyNow, pay } from '../../../test/order-fixture.ts';
import { sellerMarket, type TestSeller } from '../../../test/seller-fixture.ts';

/**
 * The live event streams over real HTTP (the app listens on a port): who gets which events, replay with
 * Last-Event-ID, an event whose transaction commits after a higher id was sent, reset, and shutdown.
 */
describe(`live event streams (${engine})`, () => {
  let t: TestApp;
  let base: string;
  let market: Awaited<ReturnType<typeof sellerMarket>>;
  let shopA: TestSeller;
  let shopB: TestSeller;
  let productA: { id: number; sku: number };
  const open: TestStream[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    market = await sellerMarket(t);
    shopA = await market.approvedSeller('Stoneware A');
    shopB = await market.approvedSeller('Stoneware B');
    productA = await market.product(shopA);
  });
  afterAll(async () => {
    for (const stream of open) stream.close();
    await t.close();
  });

  async function stream(path: string, token: string | undefined, lastEventId?: number) {
    const opened = await openTestStream(`${base}${path}`, token ? { token } : {}, lastEventId);
    open.push(opened);
    return opened;
  }
  const shopperStream = (lastEventId?: number) => stream('/api/user/events', market.shopper.token, lastEventId);
  const sellerStream = (seller: TestSeller, lastEventId?: number) =>
    stream('/api/seller/events', seller.token, lastEventId);
  const shopperSays = async (text: string, shopId = shopA.shopId) => {
    const res = await call(t.app, 'POST', '/api/chat/send', {
      token: market.shopper.token,
      body: { shop_id: shopId, text },
    });
    expect(res.code, res.msg).toBe(1);
    return res.data as { id: number; conversation_id: number };
  };
  const isMessage = (id: number) => (event: StreamEvent) =>
    event.kind === 'chat.message' && event.data.message_id === id;

  it('opens only with a session of the right kind', async () => {
    expect((await stream('/api/user/events', undefined)).status).toBe(401);
    expect((await stream('/api/seller/events', undefined)).status).toBe(401);
    expect((await stream('/api/user/events', shopA.token)).status).toBe(401);
    expect((await stream('/api/seller/events', market.shopper.token)).status).toBe(403);
    const ok = await shopperStream();
    expect(ok.status).toBe(200);
    ok.close();
  });

  it('answers as an event stream nginx does not buffer', async () => {
    const response = await fetch(`${base}/api/user/events`, { headers: { token: market.shopper.token } });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(response.headers.get('cache-control')).toContain('no-store');
    await response.body?.cancel();
  });

  it("pushes a shopper's message to the shop, the answer to the shopper, and nothing to anyone else", async () => {
    const shopper = await shopperStream();
    const sellerA = await sellerStream(shopA);
    const sellerB = await sellerStream(shopB);

    const asked = await shopperSays('Is the bowl dishwasher safe?');
    const atShop = await sellerA.next(isMessage(asked.id));
    expect(atShop.data).toEqual({
      conversation_id: asked.conversation_id,
      shop_id: shopA.shopId,
      message_id: asked.id,
      sender: 'shopper',
    });
    // The shopper's own other tabs hear of it too.
    await shopper.next(isMessage(asked.id));

    const answered = await call(t.app, 'POST', '/api/seller/chat/send', {
      token: shopA.token,
      body: { conversation_id: asked.conversation_id, text: 'Yes, it is.' },
    });
    expect(answered.code, answered.msg).toBe(1);
    const atShopper = await shopper.next(isMessage(answered.data.id));
    expect(atShopper.data.sender).toBe('seller');

    const read = await call(t.app, 'POST', '/api/chat/read', {
      token: market.shopper.token,
      body: { shop_id: shopA.shopId },
    });
    expect(read.code).toBe(1);
    const readMark = await sellerA.next((event) => event.kind === 'chat.read');
    expect(readMark.data).toEqual({ conversation_id: asked.conversation_id, shop_id: shopA.shopId, reader: 'shopper' });

    // Shop B's stream carried none of it: a message to B afterwards is the first thing it gets.
    const toB = await shopperSays('And yours?', shopB.shopId);
    const first = await sellerB.next(isMessage(toB.id));
    expect(sellerB.events[0]).toBe(first);
    for (const one of [shopper, sellerA, sellerB]) one.close();
  });

  it("pushes an order's status changes to its shopper and its shop, and the shop's new-order notification", async () => {
    const shopper = await shopperStream();
    const sellerA = await sellerStream(shopA);
    const created = await buyNow(t.app, market.shopper, productA.sku, 1);
    expect(created.code, created.msg).toBe(1);
    const orderId = created.data.orders[0].id as number;
    expect((await pay(t.app, market.shopper, [orderId])).code).toBe(1);

    const paid = (event: StreamEvent) =>
      event.kind === 'order.status' && event.data.order_id === orderId && event.data.status === 1;
    await shopper.next(paid);
    await sellerA.next(paid);
    const notice = await sellerA.next((event) => event.kind === 'notification');
    const row = await t.db
      .selectFrom('seller_notifications')
      .select(['shop_id', 'message_key', 'ref_id'])
      .where('id', '=', notice.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ shop_id: shopA.shopId, message_key: 'sellerNotifications.newOrder', ref_id: orderId });
    shopper.close();
    sellerA.close();
  });

  it('replays what a client missed after its Last-Event-ID, each event in id order', async () => {
    const first = await sellerStream(shopA);
    const before = await shopperSays('Before the cut');
    const seen = await first.next(isMessage(before.id));
    first.close();
    await first.ended;

    const missed = [
      await shopperSays('Missed one'),
      await shopperSays('Missed two'),
      await shopperSays('Missed three'),
    ];
    const again = await sellerStream(shopA, seen.id);
    for (const message of missed) await again.next(isMessage(message.id));
    const ids = again.events.map((event) => event.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // Nothing is sent twice on one stream.
    expect(new Set(ids).size).toBe(ids.length);

    // Live again: the next message arrives on the reopened stream.
    const after = await shopperSays('After the reconnect');
    await again.next(isMessage(after.id));
    again.close();
  });

  it('tells a client whose Last-Event-ID is no longer kept to read everything again (reset)', async () => {
    const pruned = await t.db
      .insertInto('live_events')
      .values({ audience: 'shop:0', kind: 'reset', payload: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('live_events').where('id', '=', pruned.id).execute();
    const gone = await stream('/api/seller/events', shopA.token, pruned.id);
    const reset = await gone.next((event) => event.kind === 'reset');
    expect(reset.id).toBeGreaterThan(0);
    gone.close();
  });

  it.skipIf(engine === 'pglite')(
    'sends an event whose transaction commits after a higher id was sent (ids are not in commit order)',
    async () => {
      const seller = await sellerStream(shopA);
      const audience = `shop:${shopA.shopId}`;
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let lowId = 0;
      // A transaction takes an id first and commits last.
      const slow = t.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('live_events')
          .values({
            audience,
            kind: 'chat.read',
            payload: JSON.stringify({ conversation_id: 0, shop_id: 0, reader: 'shopper' }),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        lowId = row.id;
        await held;
      });
      while (lowId === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      const high = await shopperSays('Committed first, higher id');
      const highEvent = await seller.next(isMessage(high.id));
      expect(highEvent.id).toBeGreaterThan(lowId);
      release();
      await slow;
      const late = await seller.next((event) => event.id === lowId);
      expect(late.kind).toBe('chat.read');
      seller.close();
    },
  );

  it('closes its streams when the process shuts down, so the shutdown does not wait for them', async () => {
    const other = await buildTestApp();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`;
    const shopper = await call(other.app, 'POST', '/api/user/register', {
      body: { account: `live${Date.now()}`, password: 'secret123', confirm_password: 'secret123' },
      ip: '10.91.0.1',
    });
    expect(shopper.code, shopper.msg).toBe(1);
    const held = await openTestStream(`${url}/api/user/events`, { token: shopper.data.userinfo.token });
    expect(held.status).toBe(200);
    await sql`select 1`.execute(other.db);
    expect(other.app.liveHub.size).toBe(1);
    // Without the streams ended first, close() would wait for them as long as their clients stay.
    await other.close();
    await held.ended;
    expect(other.app.liveHub.size).toBe(0);
  });

  it('forgets a stream whose client went away', async () => {
    const before = t.app.liveHub.size;
    const one = await shopperStream();
    await shopperSays('Someone there?');
    await one.next((event) => event.kind === 'chat.message');
    expect(t.app.liveHub.size).toBe(before + 1);
    one.close();
    for (let i = 0; i < 50 && t.app.liveHub.size > before; i += 1) await new Promise((r) => setTimeout(r, 20));
    expect(t.app.liveHub.size).toBe(before);
  });
});
