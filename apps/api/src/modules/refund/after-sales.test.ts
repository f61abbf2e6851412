import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCatalogueFixture, type CatalogueFixture } from '../../../test/catalogue-fixture.ts';
import { buildTestApp, call, engine, type TestApp } from '../../../test/helper.ts';
import {
  balanceOf,
  buyNow,
  expectLedgerConsistent,
  fundedShopper,
  operatorToken,
  pay,
  type Shopper,
  setStock,
  skusOf,
} from '../../../test/order-fixture.ts';

const PROOF = '/uploads/u/proofPicture000000000001.webp';

/**
 * Refunds and reviews through the real app, on both engines: one open request per order even when two
 * arrive at once, never more back than was paid, a refund credited once however the approvals race, reviews only
 * of one's own received orders, and text kept as text.
 */
describe(`refunds and reviews (${engine})`, () => {
  let t: TestApp;
  let f: CatalogueFixture;
  let op: string;
  let sku: number;

  beforeAll(async () => {
    t = await buildTestApp();
    f = await buildCatalogueFixture(t.db);
    op = await operatorToken(t.app, t.db);
    [sku] = (await skusOf(t.db, f.products.headphones)) as [number];
    await setStock(t.db, sku, 500);
  }, 60_000);
  afterAll(() => t.close());
  beforeEach(() => expectLedgerConsistent(t.db));

  /** A paid order (status 1) of one unit; `to` moves it on: 2 shipped, 3 received. */
  async function paidOrder(s: Shopper, to: 1 | 2 | 3 = 1) {
    const created = await buyNow(t.app, s, sku, 1);
    const id = created.data.orders[0].id as number;
    expect((await pay(t.app, s, [id])).code).toBe(1);
    if (to >= 2)
      await call(t.app, 'POST', '/api/console/order/ship', {
        token: op,
        body: { id, carrier: 'DHL', tracking_no: `T${id}` },
      });
    if (to >= 3) await call(t.app, 'POST', '/api/order/confirm', { token: s.token, body: { id } });
    const detail = await call(t.app, 'GET', '/api/order/detail', { token: s.token, query: { id } });
    return { id, itemId: detail.data.items[0].id as number, total: detail.data.total as string };
  }
  const apply = (s: Shopper, order: { id: number; itemId: number }, amount: string, type = 'refund_only') =>
    call(t.app, 'POST', '/api/refund/apply', {
      token: s.token,
      body: {
        order_id: order.id,
        item_ids: [order.itemId],
        type,
        amount,
        goods_status: 'received',
        reason: 'damaged',
        explanation: 'The case is cracked',
        proofs: [PROOF],
      },
    });
  const orderStatus = async (id: number) =>
    (await t.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  it('two refund requests on one order at once: one recorded, the other "already submitted a refund request"', async () => {
    const s = await fundedShopper(t.app, t.db, 100_000);
    const order = await paidOrder(s);
    const results = await Promise.all([apply(s, order, '10'), apply(s, order, '10')]);
    expect(results.map((r) => r.code).sort()).toEqual([0, 1]);
    expect(results.find((r) => r.code === 0)).toMatchObject({
      msg: 'already submitted a refund request',
      data: { error: 'REFUND_EXISTS' },
    });
    expect(await orderStatus(order.id)).toBe(-4);
  });

  it('refuses more than was paid, and checks the proof, reason and explanation', async () => {
    const s = await fundedShopper(t.app, t.db, 100_000);
    const order = await paidOrder(s);
    const tooMuch = await apply(s, order, '1000');
    expect(tooMuch).toMatchObject({ code: 0, data: { error: 'REFUND_AMOUNT_TOO_HIGH' } });
    expect(tooMuch.msg).toBe(`The amount can be at most $${order.total}`);
    const noProof = await call(t.app, 'POST', '/api/refund/apply', {
      token: s.token,
      body: {
        order_id: order.id,
        item_ids: [order.itemId],
        type: 'refund_only',
        amount: '1',
        goods_status: 'received',
        reason: 'damaged',
        explanation: 'x',
        proofs: [],
      },
    });
    expect(noProof).toMatchObject({ code: 0, msg: 'Please upload at least one proof picture' });
    expect(await apply(s, order, '-1')).toMatchObject({ code: 0, msg: 'Please enter a correct amount' });
    expect(await orderStatus(order.id)).toBe(1);
  });

  it('approving a refund twice at once credits it once; the order is refunded', async () => {
    const s = await fundedShopper(t.app, t.db, 100_000);
    const order = await paidOrder(s, 2);
    const before = await balanceOf(t.db, s.id);
    const refund = await apply(s, order, order.total);
    const approve = () =>
      call(t.app, 'POST', '/api/console/refund/approve', { token: op, body: { id: refund.data.id } });
    const results = await Promise.all([approve(), approve(), approve()]);
    expect(results.filter((r) => r.code === 1)).toHaveLength(1);
    for (const r of results.filter((r) => r.code !== 1)) expect(r.data.error).toBe('REFUND_STATUS_CHANGED');
    expect((await balanceOf(t.db, s.id)) - before).toBe(Math.round(Number(order.total) * 100));
    expect(await orderStatus(order.id)).toBe(-3);
    await expectLedgerConsistent(t.db);
  });

  it("a refund's fund record names it by the refund's own reference (RF…), not by digits any record could have", async () => {
    const s = await fundedShopper(t.app, t.db, 100_000);
    const order = await paidOrder(s);
    const refund = await apply(s, order, '5');
    expect(refund.data.reference).toMatch(/^RF\d{8}$/);
    expect(
      (await call(t.app, 'POST', '/api/console/refund/approve', { token: op, body: { id: refund.data.id } })).code,
    ).toBe(1);
    const bill = await call(t.app, 'GET', '/api/user/bill', { token: s.token, query: { kind: 'refund' } });
    expect(bill.data.list[0].ref).toEqual({ type: 'refund', id: refund.data.id, label: refund.data.reference });
    const console = await call(t.app, 'GET', '/api/console/ledger', { token: op, query: { account: s.account } });
    expect(console.data.entries.list[0].ref.label).toBe(refund.data.reference);
  });

  it("refund and return says where to send the goods: the shop's return address on the order, the record and the notice", async () => {
    const address = {
      addressee: 'Returns Desk',
      mobile: '+66 2 000 0000',
      country: 'TH',
      area: 'Bangkok',
      detail: '99 Sukhumvit Rd',
    };
    await t.db
      .updateTable('shops')
      .set({ return_address: JSON.stringify(address) })
      .where('id', '=', f.shops.sunrise)
      .execute();
    try {
      const s = await fundedShopper(t.app, t.db, 100_000);
      const order = await paidOrder(s, 3);
      const refund = await apply(s, order, '20', 'return_refund');
      const detail = () => call(t.app, 'GET', '/api/order/detail', { token: s.token, query: { id: order.id } });
      // Not approved yet: nothing to send anywhere.
      expect((await detail()).data.return_address).toBeNull();
      expect(
        (await call(t.app, 'POST', '/api/console/refund/approve', { token: op, body: { id: refund.data.id } })).code,
      ).toBe(1);
      const approved = await detail();
      expect(approved.data.return_address).toEqual(address);
      expect(approved.data.refunds[0]).toMatchObject({ id: refund.data.id, return_address: address });
      const record = await call(t.app, 'GET', '/api/refund/detail', { token: s.token, query: { id: refund.data.id } });
      expect(record.data.return_address).toEqual(address);
      const notices = await call(t.app, 'GET', '/api/user/notifications', { token: s.token, lang: 'tai' });
      expect(notices.data.list[0].text).toBe(
        `คำขอคืนเงินสำหรับคำสั่งซื้อ ${approved.data.order_no} ได้รับการอนุมัติแล้ว กรุณาส่งสินค้าคืนไปที่ ` +
          'Returns Desk · +66 2 000 0000 · 99 Sukhumvit Rd, Bangkok, TH',
      );
    } finally {
      await t.db.updateTable('shops').set({ return_address: null }).where('id', '=', f.shops.sunrise).execute();
    }
  });

  /** The platform's return address in the order settings (null: none). */
  async function setPlatformReturnAddress(address: Record<string, string> | null) {
    const settings = (await call(t.app, 'GET', '/api/console/order_settings', { token: op })).data;
    const saved = await call(t.app, 'POST', '/api/console/order_settings', {
      token: op,
      body: { ...settings, return_address: address },
    });
    expect(saved.code, saved.msg).toBe(1);
  }

  it('refuses to approve a refund and return while neither the shop nor the platform has a return address', async () => {
    await setPlatformReturnAddress(null);
    const s = await fundedShopper(t.app, t.db, 100_000);
    const order = await paidOrder(s, 3);
    const refund = await apply(s, order, '20', 'return_refund');
    const approve = (lang?: string) =>
      call(t.app, 'POST', '/api/console/refund/approve', { token: op, body: { id: refund.data.id }, lang });
    expect(await approve()).toMatchObject({
      code: 0,
      msg: "A refund with return needs a return address: set the shop's return address, or the platform's in the order settings, before approving",
      data: { error: 'RETURN_ADDRESS_REQUIRED' },
    });
    expect((await approve('han')).msg).toBe(
      '반품 환불에는 반품 주소가 필요합니다. 승인하기 전에 상점의 반품 주소나 주문 설정에서 플랫폼의 반품 주소를 설정해 주세요',
    );
    // Nothing moved: the request waits, the order stays in after-sale.
    const console_ = await call(t.app, 'GET', '/api/console/refund', { token: op, query: { id: refund.data.id } });
    expect(console_.data).toMatchObject({ status: 0, return_address: null, shop_id: f.shops.sunrise });
    expect(await orderStatus(order.id)).toBe(-4);
    // The platform's address is enough (a refund without return never needed one: see the tests above).
    await setPlatformReturnAddress({
      addressee: 'Platform returns',
      mobile: '+1 555 0199',
      country: 'US',
      area: 'Reno, NV',
      detail: '1 Depot Way',
    });
    expect((await approve()).code).toBe(1);
    expect(await orderStatus(order.id)).toBe(-2);
  });

  it('refund and return: approve (-2), the shopper sends it back, the operator receives it and credits', async () => {
    await setPlatformReturnAddress({
      addressee: 'Platform returns',
      mobile: '+1 555 0199',
      country: 'US',
      area: 'Reno, NV',
      detail: '1 Depot Way',
    });
    const s = await fundedShopper(t.app, t.db, 100_000);
    const order = await paidOrder(s, 3);
    const refund = await apply(s, order, '20', 'return_refund');
    expect(
      (await call(t.app, 'POST', '/api/console/refund/approve', { token: op, body: { id: refund.data.id } })).code,
    ).toBe(1);
    expect(await orderStatus(order.id)).toBe(-2);
    const returned = await call(t.app, 'POST', '/api/refund/return', {
      token: s.token,
      body: { id: refund.data.id, carrier: 'UPS', tracking_no: '1Z999' },
    });
    expect(returned).toMatchObject({
      code: 1,
      msg: 'Return shipment saved',
      data: { status: 2, return_tracking_no: '1Z999' },
    });
    const before = await balanceOf(t.db, s.id);
    const received = await Promise.all(
      [1, 2].map(() => call(t.app, 'POST', '/api/console/refund/receive', { token: op, body: { id: refund.data.id } })),
    );
    expect(received.filter((r) => r.code === 1)).toHaveLength(1);
    expect((await balanceOf(t.db, s.id)) - before).toBe(2_000);
    // A partial refund: the order goes back to where it was (received).
    expect(await orderStatus(order.id)).toBe(3);
    const detail = await call(t.app, 'GET', '/api/order/detail', { token: s.token, query: { id: order.id } });
    expect(detail.data.refunds[0].timeline.map((e: { kind: string }) => e.kind)).toEqual([
      'applied',
      'approved',
      'returned',
      'refunded',
    ]);
  });

  it('a rejected request puts the order back; another shopper sees neither the refund nor the order', async () => {
    const s = await fundedShopper(t.app, t.db, 100_000);
    const other = await fundedShopper(t.app, t.db, 0);
    const order = await paidOrder(s, 2);
    const refund = await apply(s, order, '5');
    expect(
      (await call(t.app, 'POST', '/api/console/refund/reject', { token: op, body: { id: refund.data.id } })).data.error,
    ).toBe('VALIDATION');
    expect(
      (
        await call(t.app, 'POST', '/api/console/refund/reject', {
          token: op,
          body: { id: refund.data.id, reason: 'Photos show no damage' },
        })
      ).code,
    ).toBe(1);
    expect(await orderStatus(order.id)).toBe(2);
    expect(
      (await call(t.app, 'GET', '/api/refund/detail', { token: other.token, query: { id: refund.data.id } })).data
        .error,
    ).toBe('REFUND_NOT_FOUND');
    expect((await apply(other, order, '1')).data.error).toBe('ORDER_NOT_FOUND');
    expect(
      (
        await call(t.app, 'POST', '/api/refund/return', {
          token: other.token,
          body: { id: refund.data.id, carrier: 'X', tracking_no: 'Y' },
        })
      ).data.error,
    ).toBe('REFUND_NOT_FOUND');
  });

  it("reviews: only of one's own received order, content required, text kept as text, the last line completes the order", async () => {
    const s = await fundedShopper(t.app, t.db, 100_000);
    const other = await fundedShopper(t.app, t.db, 0);
    const notReceived = await paidOrder(s, 2);
    const review = (who: Shopper, itemId: number, content: string) =>
      call(t.app, 'POST', '/api/review/add', {
        token: who.token,
        body: { order_item_id: itemId, content, product_score: 5, service_score: 4, postage_score: 3, images: [PROOF] },
      });
    expect((await review(s, notReceived.itemId, 'Great')).data.error).toBe('ORDER_NOT_REVIEWABLE');
    const order = await paidOrder(s, 3);
    expect((await review(other, order.itemId, 'Great')).data.error).toBe('ORDER_NOT_FOUND');
    expect(await review(s, order.itemId, '   ')).toMatchObject({ code: 0, msg: 'Please write your review' });
    const script = '<script>alert(1)</script> works well';
    const added = await review(s, order.itemId, script);
    expect(added).toMatchObject({ code: 1, data: { order_completed: true, review: { content: script } } });
    expect(await orderStatus(order.id)).toBe(4);
    expect((await review(s, order.itemId, 'again')).data.error).toBe('ORDER_NOT_REVIEWABLE');
    const listed = await call(t.app, 'GET', '/api/goods/reviews', { query: { product_id: f.products.headphones } });
    expect(listed.data.list[0]).toMatchObject({ content: script, product_score: 5, images: [PROOF] });
    expect(listed.data.summary.count).toBeGreaterThanOrEqual(1);
    const hidden = await call(t.app, 'POST', '/api/console/review/hide', {
      token: op,
      body: { id: added.data.review.id, reason: 'Spam' },
    });
    expect(hidden.data).toMatchObject({ hidden: true, hidden_reason: 'Spam' });
    const mine = await call(t.app, 'GET', '/api/review/mine', { token: s.token });
    expect(mine.data.list[0]).toMatchObject({ hidden: true, hidden_reason: 'Spam' });
    const after = await call(t.app, 'GET', '/api/goods/reviews', { query: { product_id: f.products.headphones } });
    expect(after.data.list.some((r: { id: number }) => r.id === added.data.review.id)).toBe(false);
  });

  it('the whole system still balances', async () => {
    const check = await call(t.app, 'GET', '/api/console/ledger/check', { token: op });
    expect(check.data).toMatchObject({ mismatches: [], balanced: true });
  });
});
