import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, type TestApp } from '../../../test/helper.ts';
import { expectLedgerConsistent, fundedShopper, operatorToken, type Shopper } from '../../../test/order-fixture.ts';
import { sellerMarket, type TestSeller } from '../../../test/seller-fixture.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Freight by weight (docs/domain.md#parcels-and-freight) on both checkout paths, and who may edit the rule. */
describe(`freight by weight (${engine})`, () => {
  let t: TestApp;
  let market: Awaited<ReturnType<typeof sellerMarket>>;
  let op: string;
  let cedar: TestSeller;
  let other: TestSeller;
  /** 40.00, 600 g. */
  let heavy: { id: number; sku: number };
  /** 10.00, the product 300 g but its SKU 450 g. */
  let light: { id: number; sku: number };
  /** 5.00, no weight at all. */
  let air: { id: number; sku: number };
  /** Another shop's 20.00, 600 g. */
  let otherHeavy: { id: number; sku: number };

  const window = () => ({
    starts_at: new Date(Date.now() - MINUTE).toISOString(),
    ends_at: new Date(Date.now() + DAY).toISOString(),
  });
  /** The console's save of a shop's rule (null: the default). */
  const consoleSave = (shopId: number | null, rule: Record<string, unknown>) =>
    call(t.app, 'POST', '/api/console/freight/save', { token: op, body: { shop_id: shopId, ...rule } });
  const sellerRead = (s: TestSeller) => call(t.app, 'GET', '/api/seller/freight', { token: s.token });
  const sellerSave = (s: TestSeller, body: Record<string, unknown>, lang?: string) =>
    call(t.app, 'POST', '/api/seller/freight/save', { token: s.token, body, lang });
  const byWeight = {
    mode: 'weight',
    fee: '8.00',
    free_above: '200.00',
    first_weight_g: 1000,
    step_weight_g: 500,
    step_fee: '3.00',
  };

  /** The freight of `lines` bought from the cart: the preview's figure, then the order's. */
  async function cartFreight(s: Shopper, lines: [number, number][], extra: Record<string, unknown> = {}) {
    for (const [sku, quantity] of lines) {
      const res = await call(t.app, 'POST', '/api/cart/add', { token: s.token, body: { sku_id: sku, quantity } });
      expect(res.code, res.msg).toBe(1);
    }
    const preview = await call(t.app, 'POST', '/api/order/preview', {
      token: s.token,
      body: { source: { cart: true, ...extra } },
    });
    expect(preview.code, preview.msg).toBe(1);
    const created = await call(t.app, 'POST', '/api/order/create', {
      token: s.token,
      body: { source: { cart: true, ...extra }, address_id: s.addressId },
    });
    expect(created.code, created.msg).toBe(1);
    return { preview: preview.data.groups[0].freight as string, order: await lastFreight(s) };
  }

  /** The freight of one line bought now (the fast path): the preview's figure, then the order's. */
  async function buyNowFreight(s: Shopper, sku: number, quantity: number, dealId?: number) {
    const source = { buy_now: { sku_id: sku, quantity, ...(dealId ? { deal_id: dealId } : {}) } };
    const preview = await call(t.app, 'POST', '/api/order/preview', { token: s.token, body: { source } });
    expect(preview.code, preview.msg).toBe(1);
    const created = await call(t.app, 'POST', '/api/order/create', {
      token: s.token,
      body: { source, address_id: s.addressId },
    });
    expect(created.code, created.msg).toBe(1);
    return { preview: preview.data.groups[0].freight as string, order: await lastFreight(s) };
  }

  async function lastFreight(s: Shopper): Promise<string> {
    const row = await t.db
      .selectFrom('orders')
      .select('freight')
      .where('user_id', '=', s.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return (row.freight / 100).toFixed(2);
  }

  /** Both paths charge `expected` for `quantity` of `sku`, in the preview and in the order. */
  async function expectBothPaths(sku: number, quantity: number, expected: string) {
    const viaCart = await cartFreight(await fundedShopper(t.app, t.db, 10_000_000), [[sku, quantity]]);
    const viaBuyNow = await buyNowFreight(await fundedShopper(t.app, t.db, 10_000_000), sku, quantity);
    expect({ viaCart, viaBuyNow }).toEqual({
      viaCart: { preview: expected, order: expected },
      viaBuyNow: { preview: expected, order: expected },
    });
  }

  beforeAll(async () => {
    t = await buildTestApp();
    market = await sellerMarket(t);
    op = await operatorToken(t.app, t.db, ['fulfilment']);
    cedar = await market.approvedSeller('Cedar Post');
    other = await market.approvedSeller('Other Goods');
    heavy = await market.product(cedar, '40.00', 1000);
    light = await market.product(cedar, '10.00', 1000);
    air = await market.product(cedar, '5.00', 1000);
    otherHeavy = await market.product(other, '20.00', 1000);
    await t.db.updateTable('products').set({ weight_g: 600 }).where('id', 'in', [heavy.id, otherHeavy.id]).execute();
    await t.db.updateTable('products').set({ weight_g: 300 }).where('id', '=', light.id).execute();
    await t.db.updateTable('skus').set({ weight_g: 450 }).where('id', '=', light.sku).execute();
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    await t.db.deleteFrom('freight_rules').where('shop_id', 'is not', null).execute();
    await expectLedgerConsistent(t.db);
  });

  describe('the rule on both checkout paths', () => {
    it('charges the first-weight fee up to the first weight, then a step fee per started step', async () => {
      expect((await consoleSave(cedar.shopId, byWeight)).code).toBe(1);
      await expectBothPaths(heavy.sku, 1, '8.00'); // 600 g
      await expectBothPaths(heavy.sku, 3, '14.00'); // 1 800 g: 800 g beyond, two started steps
    });

    it('starts a step at one gram beyond the first weight and at one gram beyond a step', async () => {
      expect((await consoleSave(cedar.shopId, byWeight)).code).toBe(1);
      const weigh = (grams: number) =>
        t.db.updateTable('products').set({ weight_g: grams }).where('id', '=', heavy.id).execute();
      try {
        await weigh(1000);
        await expectBothPaths(heavy.sku, 1, '8.00');
        await weigh(1001);
        await expectBothPaths(heavy.sku, 1, '11.00');
        await weigh(1500);
        await expectBothPaths(heavy.sku, 1, '11.00');
        await weigh(1501);
        await expectBothPaths(heavy.sku, 1, '14.00');
      } finally {
        await weigh(600);
      }
    });

    it("weighs a SKU by its own weight over its product's", async () => {
      expect((await consoleSave(cedar.shopId, byWeight)).code).toBe(1);
      // 3 × 450 g = 1 350 g: one step (the product's 300 g would have made 900 g, no step).
      await expectBothPaths(light.sku, 3, '11.00');
    });

    it('adds nothing for a weightless product: alone it pays the first-weight fee', async () => {
      expect((await consoleSave(cedar.shopId, byWeight)).code).toBe(1);
      await expectBothPaths(air.sku, 30, '8.00');
      // 2 × 600 g + 10 weightless (130.00 of goods): 1 200 g, one step.
      const mixed = await cartFreight(await fundedShopper(t.app, t.db, 10_000_000), [
        [heavy.sku, 2],
        [air.sku, 10],
      ]);
      expect(mixed).toEqual({ preview: '11.00', order: '11.00' });
    });

    it("prices each shop's parcel by its own rule when one cart holds two shops", async () => {
      expect((await consoleSave(cedar.shopId, byWeight)).code).toBe(1);
      expect((await consoleSave(other.shopId, { fee: '2.00', free_above: null })).code).toBe(1);
      const s = await fundedShopper(t.app, t.db, 10_000_000);
      for (const [sku, quantity] of [
        [heavy.sku, 3],
        [otherHeavy.sku, 3],
      ] as const) {
        expect(
          (await call(t.app, 'POST', '/api/cart/add', { token: s.token, body: { sku_id: sku, quantity } })).code,
        ).toBe(1);
      }
      const preview = await call(t.app, 'POST', '/api/order/preview', {
        token: s.token,
        body: { source: { cart: true } },
      });
      const freightOf = (shopId: number) =>
        preview.data.groups.find((group: { shop: { id: number } }) => group.shop.id === shopId)?.freight;
      // 1 800 g each: by weight at Cedar Post (two steps), flat at the other shop.
      expect({ cedar: freightOf(cedar.shopId), other: freightOf(other.shopId) }).toEqual({
        cedar: '14.00',
        other: '2.00',
      });
      expect(preview.data.freight).toBe('16.00');
    });

    it('keeps a flat rule flat whatever the weight', async () => {
      expect((await consoleSave(cedar.shopId, { fee: '6.00', free_above: null })).code).toBe(1);
      await expectBothPaths(heavy.sku, 4, '6.00');
    });

    it('ships free from free_above on the prices charged (a deal price), before a voucher', async () => {
      expect((await consoleSave(cedar.shopId, byWeight)).code).toBe(1);
      // 5 × 40.00 = 200.00 reaches free_above.
      await expectBothPaths(heavy.sku, 5, '0.00');

      const deal = await call(t.app, 'POST', '/api/seller/deal/save', {
        token: cedar.token,
        body: { name: 'Heavy deal', ...window(), items: [{ sku_id: heavy.sku, price: '39.00', deal_stock: 50 }] },
      });
      expect(deal.code, deal.msg).toBe(1);
      // 5 × 39.00 = 195.00 at the deal price: below, so 3 000 g pays 8.00 + 4 steps.
      const atDeal = await buyNowFreight(await fundedShopper(t.app, t.db, 10_000_000), heavy.sku, 5, deal.data.id);
      expect(atDeal).toEqual({ preview: '20.00', order: '20.00' });
      const dealItems = [{ sku_id: heavy.sku, deal_id: deal.data.id }];
      const viaCart = await cartFreight(await fundedShopper(t.app, t.db, 10_000_000), [[heavy.sku, 5]], {
        deals: dealItems,
      });
      expect(viaCart).toEqual({ preview: '20.00', order: '20.00' });
      await call(t.app, 'POST', '/api/seller/deal/end', { token: cedar.token, body: { id: deal.data.id } });

      // 200.00 of goods with a 10.00 voucher: still free (measured before the discount).
      const voucher = await call(t.app, 'POST', '/api/seller/voucher/save', {
        token: cedar.token,
        body: { name: 'Ten off', kind: 'fixed', amount_off: '10.00', min_spend: '0', total_limit: 100, ...window() },
      });
      expect(voucher.code, voucher.msg).toBe(1);
      const s = await fundedShopper(t.app, t.db, 10_000_000);
      await call(t.app, 'POST', '/api/cart/add', { token: s.token, body: { sku_id: heavy.sku, quantity: 5 } });
      const preview = await call(t.app, 'POST', '/api/order/preview', {
        token: s.token,
        body: { source: { cart: true } },
      });
      expect(preview.data).toMatchObject({ goods_amount: '200.00', shop_discount: '10.00', freight: '0.00' });
      await t.db.updateTable('shop_vouchers').set({ active: false }).where('id', '=', voucher.data.id).execute();
    });
  });

  describe('who edits the rule', () => {
    it('reads the default while the shop has none, then its own with the version it saved', async () => {
      const fallback = await sellerRead(cedar);
      expect(fallback.data).toMatchObject({ own: false, version: 0, mode: 'flat' });
      const saved = await sellerSave(cedar, { ...byWeight, version: 0 });
      expect(saved.code, saved.msg).toBe(1);
      expect(saved.data).toMatchObject({ ...byWeight, own: true, version: 1 });
      expect((await sellerRead(cedar)).data).toEqual(saved.data);
      await expectBothPaths(heavy.sku, 3, '14.00');
      const again = await sellerSave(cedar, { mode: 'flat', fee: '5.00', free_above: null, version: 1 });
      expect(again.data).toMatchObject({
        mode: 'flat',
        fee: '5.00',
        first_weight_g: null,
        step_weight_g: null,
        step_fee: null,
        version: 2,
      });
    });

    it("refuses a seller's save against a version the console moved: the console's edit wins", async () => {
      expect((await sellerSave(cedar, { ...byWeight, version: 0 })).code).toBe(1);
      const read = await sellerRead(cedar);
      const operator = await consoleSave(cedar.shopId, { fee: '9.00', free_above: null });
      expect(operator.data).toMatchObject({ mode: 'flat', fee: '9.00', version: read.data.version + 1 });

      const stale = await sellerSave(cedar, { ...byWeight, fee: '1.00', version: read.data.version }, 'zh-CN');
      expect(stale).toMatchObject({ code: 0, data: { error: 'FREIGHT_RULE_STALE' } });
      expect(stale.msg).toBe('运费规则已被修改（可能由平台修改）：请重新加载后再保存');
      expect((await sellerRead(cedar)).data).toMatchObject({ mode: 'flat', fee: '9.00' });
      const staleEn = await sellerSave(cedar, { ...byWeight, version: read.data.version });
      expect(staleEn.msg).toMatch(/changed meanwhile/);
    });

    it('refuses the first save of a shop when the console gave it a rule since the seller read the default', async () => {
      expect((await sellerRead(cedar)).data).toMatchObject({ own: false, version: 0 });
      expect((await consoleSave(cedar.shopId, { fee: '9.00', free_above: null })).code).toBe(1);
      expect(await sellerSave(cedar, { ...byWeight, version: 0 })).toMatchObject({
        data: { error: 'FREIGHT_RULE_STALE' },
      });
    });

    it('refuses a version larger than the database holds with a message, saving nothing (it once answered 500)', async () => {
      const before = await t.db.selectFrom('freight_rules').selectAll().orderBy('id').execute();
      const refused = await sellerSave(cedar, { ...byWeight, version: 4_127_194_869_661_696 }, 'ri');
      expect(refused).toMatchObject({
        code: 0,
        msg: '無効な値です：version',
        data: { error: 'VALIDATION', fields: { version: 'invalidField' } },
      });
      expect(await t.db.selectFrom('freight_rules').selectAll().orderBy('id').execute()).toEqual(before);
    });

    it('lands exactly one of two saves against the same version', async () => {
      for (const version of [0, 1]) {
        const results = await Promise.all([
          sellerSave(cedar, { ...byWeight, fee: '1.00', version }),
          sellerSave(cedar, { ...byWeight, fee: '2.00', version }),
        ]);
        const landed = results.filter((res) => res.code === 1);
        expect(landed).toHaveLength(1);
        expect(results.find((res) => res.code === 0)?.data).toEqual({ error: 'FREIGHT_RULE_STALE' });
        expect((await sellerRead(cedar)).data).toMatchObject({ fee: landed[0]!.data.fee, version: version + 1 });
      }
    });

    it("touches only the seller's own shop: never another shop's rule nor the default", async () => {
      expect((await consoleSave(other.shopId, { fee: '3.00', free_above: null })).code).toBe(1);
      const rulesBefore = await t.db.selectFrom('freight_rules').selectAll().orderBy('id').execute();
      const aimed = await sellerSave(cedar, { ...byWeight, version: 1, shop_id: other.shopId });
      expect(aimed).toMatchObject({ code: 0, data: { error: 'UNKNOWN_FIELD' } });
      const aimedDefault = await sellerSave(cedar, { ...byWeight, version: 1, shop_id: null });
      expect(aimedDefault.code).toBe(0);
      expect(await t.db.selectFrom('freight_rules').selectAll().orderBy('id').execute()).toEqual(rulesBefore);
      // Its own save (version 0: it has none) adds its row and leaves the others as they were.
      expect((await sellerSave(cedar, { ...byWeight, version: 0 })).code).toBe(1);
      const after = await t.db.selectFrom('freight_rules').selectAll().orderBy('id').execute();
      expect(after.filter((row) => row.shop_id !== cedar.shopId)).toEqual(rulesBefore);
      expect((await sellerRead(other)).data).toMatchObject({ own: true, fee: '3.00' });
    });

    it('refuses a weight rule without its weights and weights out of bounds; a shopper or operator token', async () => {
      const { first_weight_g: _first, ...noFirst } = byWeight;
      const missing = await sellerSave(cedar, { ...noFirst, version: 0 });
      expect(missing).toMatchObject({
        code: 0,
        data: { error: 'VALIDATION', fields: { first_weight_g: expect.any(String) } },
      });
      for (const grams of [0, -1, 1.5, 1_000_001]) {
        const res = await sellerSave(cedar, { ...byWeight, step_weight_g: grams, version: 0 });
        expect(res.data, String(grams)).toMatchObject({ error: 'VALIDATION' });
      }
      expect((await sellerSave(cedar, { ...byWeight, step_weight_g: 1_000_000, version: 0 })).code).toBe(1);
      // A step may cost nothing (the first-weight fee then covers any weight); a fee may not be negative.
      expect(
        (await sellerSave(cedar, { ...byWeight, free_above: null, step_fee: '0', version: 1 })).data,
      ).toMatchObject({
        step_fee: '0.00',
        version: 2,
      });
      await expectBothPaths(heavy.sku, 9, '8.00');
      expect((await sellerSave(cedar, { ...byWeight, fee: '-1', version: 2 })).data).toMatchObject({
        error: 'VALIDATION',
      });
      const byConsole = await consoleSave(cedar.shopId, { ...byWeight, step_fee: null });
      expect(byConsole.data).toMatchObject({ error: 'VALIDATION' });
      expect((await call(t.app, 'GET', '/api/seller/freight', { token: op })).status).toBe(403);
      const shopper = await fundedShopper(t.app, t.db, 0);
      expect((await call(t.app, 'GET', '/api/seller/freight', { token: shopper.token })).status).toBe(403);
    });

    it("lists the mode, weights and version in the console and audits the console's save", async () => {
      expect((await consoleSave(cedar.shopId, byWeight)).code).toBe(1);
      const list = await call(t.app, 'GET', '/api/console/freight', { token: op });
      const row = list.data.list.find((rule: { shop_id: number | null }) => rule.shop_id === cedar.shopId);
      expect(row).toMatchObject({ ...byWeight, version: 1 });
      const audit = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'freight.save')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ target_id: cedar.shopId, after: { mode: 'weight', first_weight_g: 1000 } });
    });
  });
});
