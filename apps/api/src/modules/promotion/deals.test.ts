import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, type TestApp } from '../../../test/helper.ts';
import { fundedShopper, operatorToken, pay, type Shopper, stockOf } from '../../../test/order-fixture.ts';
import { sellerMarket, type TestSeller } from '../../../test/seller-fixture.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Timed deals (docs/domain.md#timed-deals): a shop's SKUs at a deal price for a window, with a deal stock and a
 * per-shopper limit, the shop's own or in a platform campaign. A deal never moves `skus.stock`; its units and the
 * shopper's count are taken in the statement that reserves the stock, on the buy-now path and in the cart's
 * transaction alike, so a crowd never takes more than the deal holds; a cancelled order gives them back while the
 * deal runs. A seller never reads or changes another shop's deals.
 */
describe(`timed deals (${engine})`, { timeout: 180_000 }, () => {
  let t: TestApp;
  let market: Awaited<ReturnType<typeof sellerMarket>>;
  let birch: TestSeller;
  let maple: TestSeller;
  let lamp: { id: number; sku: number };
  let vase: { id: number; sku: number };
  let mapleChair: { id: number; sku: number };
  let finance: string;
  let catalogue: string;

  const window = (from = -MINUTE, to = DAY) => ({
    starts_at: new Date(Date.now() + from).toISOString(),
    ends_at: new Date(Date.now() + to).toISOString(),
  });
  const saveDeal = (s: TestSeller, body: Record<string, unknown>, lang?: string) =>
    call(t.app, 'POST', '/api/seller/deal/save', { token: s.token, body, lang });
  const dealOn = async (s: TestSeller, items: Record<string, unknown>[], extra: Record<string, unknown> = {}) => {
    const res = await saveDeal(s, { name: 'Weekend deal', ...window(), items, ...extra });
    expect(res.code, res.msg).toBe(1);
    return res.data as { id: number; state: string; items: { sku_id: number; sold: number }[] };
  };
  const endDeal = (s: TestSeller, id: number) =>
    call(t.app, 'POST', '/api/seller/deal/end', { token: s.token, body: { id } });
  const buyAtDeal = (s: Shopper, sku: number, dealId: number, quantity = 1) =>
    call(t.app, 'POST', '/api/order/create', {
      token: s.token,
      body: { source: { buy_now: { sku_id: sku, quantity, deal_id: dealId } }, address_id: s.addressId },
    });
  const itemRow = (dealId: number, skuId: number) =>
    t.db
      .selectFrom('deal_items')
      .selectAll()
      .where('deal_id', '=', dealId)
      .where('sku_id', '=', skuId)
      .executeTakeFirstOrThrow();
  const expectBalanced = async () => {
    const check = await call(t.app, 'GET', '/api/console/ledger/check', { token: finance });
    expect(check.data, JSON.stringify(check.data)).toMatchObject({ balanced: true });
  };

  beforeAll(async () => {
    t = await buildTestApp();
    market = await sellerMarket(t);
    finance = await operatorToken(t.app, t.db, ['finance']);
    catalogue = await operatorToken(t.app, t.db, ['catalogue']);
    birch = await market.approvedSeller('Birch Light');
    maple = await market.approvedSeller('Maple Seat');
    lamp = await market.product(birch, '50.00', 1000);
    vase = await market.product(birch, '24.00', 100);
    mapleChair = await market.product(maple, '80.00', 100);
  });
  afterAll(() => t?.close());

  it("refuses a deal price not below the price, another shop's SKU and a SKU already in an overlapping deal", async () => {
    expect(
      await saveDeal(birch, {
        name: 'Too dear',
        ...window(),
        items: [{ sku_id: lamp.sku, price: '50.00', deal_stock: 5 }],
      }),
    ).toMatchObject({ code: 0, data: { error: 'DEAL_PRICE_TOO_HIGH' } });
    const thai = await saveDeal(
      birch,
      { name: 'Too dear', ...window(), items: [{ sku_id: lamp.sku, price: '51.00', deal_stock: 5 }] },
      'tai',
    );
    expect(thai.msg).toMatch(/ต้องต่ำกว่าราคาปกติ \$50\.00$/);
    expect(
      await saveDeal(birch, {
        name: 'Not mine',
        ...window(),
        items: [{ sku_id: mapleChair.sku, price: '10.00', deal_stock: 5 }],
      }),
    ).toMatchObject({ code: 0, data: { error: 'DEAL_NOT_FOUND' } });
    const first = await dealOn(birch, [{ sku_id: vase.sku, price: '20.00', deal_stock: 10 }], window(2 * DAY, 3 * DAY));
    expect(first.state).toBe('upcoming');
    expect(
      await saveDeal(birch, {
        name: 'Overlap',
        ...window(2.5 * DAY, 4 * DAY),
        items: [{ sku_id: vase.sku, price: '19.00', deal_stock: 5 }],
      }),
    ).toMatchObject({ code: 0, data: { error: 'DEAL_SKU_BUSY' } });
    // Not started: it may still change; another seller can neither see, change nor end it.
    const changed = await saveDeal(birch, {
      id: first.id,
      name: 'Vase week',
      ...window(2 * DAY, 3 * DAY),
      items: [{ sku_id: vase.sku, price: '18.00', deal_stock: 12, per_user_limit: 2 }],
    });
    expect(changed).toMatchObject({
      code: 1,
      data: { name: 'Vase week', items: [{ price: '18.00', deal_stock: 12 }] },
    });
    const mapleList = await call(t.app, 'GET', '/api/seller/deals', { token: maple.token });
    expect(mapleList.data.list.map((d: { id: number }) => d.id)).not.toContain(first.id);
    expect(
      await saveDeal(maple, {
        id: first.id,
        name: 'Mine',
        ...window(),
        items: [{ sku_id: mapleChair.sku, price: '1.00', deal_stock: 1 }],
      }),
    ).toMatchObject({ code: 0, data: { error: 'DEAL_NOT_FOUND' } });
    expect(await endDeal(maple, first.id)).toMatchObject({ code: 0, data: { error: 'DEAL_NOT_FOUND' } });
    expect((await endDeal(birch, first.id)).data.state).toBe('ended');
  });

  it('sells at the deal price only with its deal id, keeps the order at its price, and counts the units in the deal, not the stock', async () => {
    const deal = await dealOn(birch, [{ sku_id: lamp.sku, price: '35.00', deal_stock: 50, per_user_limit: 3 }]);
    // A started deal can only be ended.
    expect(
      await saveDeal(birch, {
        id: deal.id,
        name: 'Later',
        ...window(),
        items: [{ sku_id: lamp.sku, price: '30.00', deal_stock: 5 }],
      }),
    ).toMatchObject({ code: 0, data: { error: 'DEAL_STARTED' } });
    const page = await call(t.app, 'GET', '/api/promotion/product', { query: { id: lamp.id } });
    expect(page.data.deals).toEqual([
      expect.objectContaining({
        sku_id: lamp.sku,
        deal_id: deal.id,
        price: '35.00',
        was_price: '50.00',
        left: 50,
        per_user_limit: 3,
      }),
    ]);
    const strip = await call(t.app, 'GET', '/api/promotion/deals');
    expect(strip.data.list).toContainEqual(
      expect.objectContaining({ deal_id: deal.id, product_id: lamp.id, price: '35.00', was_price: '50.00', sold: 0 }),
    );

    const s = await fundedShopper(t.app, t.db, 100_000);
    const before = await stockOf(t.db, lamp.sku);
    // The preview prices the line at the running deal and names it.
    const preview = await call(t.app, 'POST', '/api/order/preview', {
      token: s.token,
      body: { source: { buy_now: { sku_id: lamp.sku, quantity: 2 } } },
    });
    expect(preview.data.groups[0].items[0]).toMatchObject({
      price: '35.00',
      compare_at_price: '50.00',
      deal_id: deal.id,
    });
    // Without the deal id, order/create charges the normal price.
    const plain = await call(t.app, 'POST', '/api/order/create', {
      token: s.token,
      body: { source: { buy_now: { sku_id: lamp.sku, quantity: 1 } }, address_id: s.addressId },
    });
    expect(plain).toMatchObject({ code: 1, data: { total: '50.00' } });
    const bought = await buyAtDeal(s, lamp.sku, deal.id, 2);
    expect(bought).toMatchObject({ code: 1, data: { total: '70.00' } });
    expect(await itemRow(deal.id, lamp.sku)).toMatchObject({ sold: 2 });
    expect(await stockOf(t.db, lamp.sku)).toEqual({ sku: before.sku - 3, product: before.product - 3 });
    // The limit counts what this shopper took: 2 of 3, so 2 more is refused, in the shopper's language.
    const over = await call(t.app, 'POST', '/api/order/create', {
      token: s.token,
      lang: 'zh-CN',
      body: { source: { buy_now: { sku_id: lamp.sku, quantity: 2, deal_id: deal.id } }, address_id: s.addressId },
    });
    expect(over).toMatchObject({ code: 0, data: { error: 'DEAL_LIMIT_REACHED' } });
    expect(over.msg).toMatch(/每人最多购买 3 件$/);
    // Cancelled unpaid while the deal runs: its units go back to the stock, the deal and the shopper's count.
    const cancelled = await call(t.app, 'POST', '/api/order/cancel', {
      token: s.token,
      body: { id: bought.data.orders[0].id },
    });
    expect(cancelled.code, cancelled.msg).toBe(1);
    expect(await itemRow(deal.id, lamp.sku)).toMatchObject({ sold: 0 });
    const again = await buyAtDeal(s, lamp.sku, deal.id, 3);
    expect(again).toMatchObject({ code: 1, data: { total: '105.00' } });
    expect((await pay(t.app, s, [again.data.orders[0].id])).code).toBe(1);

    // Ended: the product page drops it, and a checkout naming it is refused; the order placed keeps its price.
    expect((await endDeal(birch, deal.id)).code).toBe(1);
    expect((await call(t.app, 'GET', '/api/promotion/product', { query: { id: lamp.id } })).data.deals).toEqual([]);
    const late = await fundedShopper(t.app, t.db, 100_000);
    expect(await buyAtDeal(late, lamp.sku, deal.id)).toMatchObject({ code: 0, data: { error: 'DEAL_ENDED' } });
    const kept = await call(t.app, 'GET', '/api/order/detail', {
      token: s.token,
      query: { id: again.data.orders[0].id },
    });
    expect(kept.data).toMatchObject({ total: '105.00', items: [{ price: '35.00', quantity: 3 }] });
    await expectBalanced();
  });

  it('prices cart lines at their deals in the transaction path too, with a shop voucher on the deal prices', async () => {
    const deal = await dealOn(birch, [
      { sku_id: vase.sku, price: '16.00', deal_stock: 5 },
      { sku_id: lamp.sku, price: '40.00', deal_stock: 5 },
    ]);
    const voucher = await call(t.app, 'POST', '/api/seller/voucher/save', {
      token: birch.token,
      body: { name: 'Two off', kind: 'fixed', amount_off: '2.00', min_spend: '0', total_limit: 100, ...window() },
    });
    expect(voucher.code, voucher.msg).toBe(1);
    const s = await fundedShopper(t.app, t.db, 100_000);
    for (const sku of [vase.sku, lamp.sku]) {
      const res = await call(t.app, 'POST', '/api/cart/add', { token: s.token, body: { sku_id: sku, quantity: 1 } });
      expect(res.code, res.msg).toBe(1);
    }
    const preview = await call(t.app, 'POST', '/api/order/preview', {
      token: s.token,
      body: { source: { cart: true } },
    });
    // 16 + 40 = 56 at the deal prices, the shop's $2 voucher on them, free freight from $49 on the goods charged.
    expect(preview.data).toMatchObject({
      goods_amount: '56.00',
      shop_discount: '2.00',
      freight: '0.00',
      total: '54.00',
    });
    const deals = preview.data.groups[0].items.map((line: { sku_id: number; deal_id: number }) => ({
      sku_id: line.sku_id,
      deal_id: line.deal_id,
    }));
    const created = await call(t.app, 'POST', '/api/order/create', {
      token: s.token,
      body: { source: { cart: true, deals }, address_id: s.addressId },
    });
    expect(created).toMatchObject({ code: 1, data: { total: '54.00' } });
    expect(await itemRow(deal.id, vase.sku)).toMatchObject({ sold: 1 });
    expect(await itemRow(deal.id, lamp.sku)).toMatchObject({ sold: 1 });
    const lines = await t.db
      .selectFrom('order_items')
      .select(['sku_id', 'price', 'deal_id'])
      .where('order_id', '=', created.data.orders[0].id)
      .orderBy('sku_id')
      .execute();
    expect(lines).toEqual(
      [
        { sku_id: lamp.sku, price: 4000, deal_id: deal.id },
        { sku_id: vase.sku, price: 1600, deal_id: deal.id },
      ].sort((a, b) => a.sku_id - b.sku_id),
    );
    expect((await pay(t.app, s, [created.data.orders[0].id])).code).toBe(1);
    await endDeal(birch, deal.id);
    await call(t.app, 'POST', '/api/seller/voucher/end', { token: birch.token, body: { id: voucher.data.id } });
    await expectBalanced();
  });

  it('lets a crowd take exactly the deal stock of a SKU with more in stock, and no more', async () => {
    const chair = await market.product(maple, '90.00', 60);
    const deal = await dealOn(maple, [{ sku_id: chair.sku, price: '45.00', deal_stock: 7, per_user_limit: 1 }]);
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => fundedShopper(t.app, t.db, 100_000)));
    const results = await Promise.all(shoppers.map((s) => buyAtDeal(s, chair.sku, deal.id)));
    const won = results.filter((res) => res.code === 1);
    expect(won).toHaveLength(7);
    for (const res of results.filter((r) => r.code !== 1)) expect(res.data.error).toBe('DEAL_SOLD_OUT');
    expect(await itemRow(deal.id, chair.sku)).toMatchObject({ sold: 7, deal_stock: 7 });
    expect(await stockOf(t.db, chair.sku)).toEqual({ sku: 53, product: 53 });
    const takes = await t.db
      .selectFrom('deal_takes')
      .select((eb) => eb.fn.sum<number>('quantity').as('n'))
      .innerJoin('deal_items', 'deal_items.id', 'deal_takes.deal_item_id')
      .where('deal_items.deal_id', '=', deal.id)
      .executeTakeFirstOrThrow();
    expect(Number(takes.n)).toBe(7);
    // The same shopper twice at once, limit 1: one of the two.
    const chair2 = await market.product(maple, '90.00', 60);
    const solo = await dealOn(maple, [{ sku_id: chair2.sku, price: '45.00', deal_stock: 7, per_user_limit: 1 }]);
    const one = shoppers[0] as Shopper;
    const twice = await Promise.all([buyAtDeal(one, chair2.sku, solo.id), buyAtDeal(one, chair2.sku, solo.id)]);
    expect(twice.filter((res) => res.code === 1)).toHaveLength(1);
    expect(twice.find((res) => res.code !== 1)?.data.error).toBe('DEAL_LIMIT_REACHED');
    expect(await itemRow(solo.id, chair2.sku)).toMatchObject({ sold: 1 });
  });

  it('runs platform campaigns that shops join with their own SKUs until they start', async () => {
    const fulfilment = await operatorToken(t.app, t.db, ['fulfilment']);
    const campaignWindow = window(DAY, 2 * DAY);
    const denied = await call(t.app, 'POST', '/api/console/campaign/save', {
      token: fulfilment,
      body: { name: { en: '12.12 Sale' }, ...campaignWindow, active: true },
    });
    expect(denied.status).toBe(403);
    const campaign = await call(t.app, 'POST', '/api/console/campaign/save', {
      token: catalogue,
      body: { name: { en: '12.12 Sale', 'zh-CN': '双十二大促' }, ...campaignWindow, active: true },
    });
    expect(campaign).toMatchObject({ code: 1, data: { state: 'upcoming' } });
    const open = await call(t.app, 'GET', '/api/seller/campaigns', { token: maple.token, lang: 'zh-CN' });
    expect(open.data.list).toContainEqual(
      expect.objectContaining({ id: campaign.data.id, name: '双十二大促', joined: false }),
    );
    const stool = await market.product(maple, '30.00', 40);
    const joined = await saveDeal(maple, {
      name: 'Our 12.12',
      campaign_id: campaign.data.id,
      items: [{ sku_id: stool.sku, price: '21.00', deal_stock: 10 }],
    });
    expect(joined).toMatchObject({
      code: 1,
      data: {
        campaign: { id: campaign.data.id },
        starts_at: campaignWindow.starts_at,
        ends_at: campaignWindow.ends_at,
      },
    });
    // The operator moves the campaign: the deals that joined move with it; the list counts them.
    const moved = window(DAY + 3_600_000, 2 * DAY);
    const saved = await call(t.app, 'POST', '/api/console/campaign/save', {
      token: catalogue,
      body: { id: campaign.data.id, name: { en: '12.12 Sale' }, ...moved, active: true },
    });
    expect(saved.code, saved.msg).toBe(1);
    const deal = await t.db.selectFrom('deals').selectAll().where('id', '=', joined.data.id).executeTakeFirstOrThrow();
    expect(deal.starts_at.toISOString()).toBe(moved.starts_at);
    const list = await call(t.app, 'GET', '/api/console/campaigns', { token: catalogue });
    expect(list.data.list.find((c: { id: number }) => c.id === campaign.data.id)).toMatchObject({ shops: 1, items: 1 });
    // Started: no more joining.
    const started = await call(t.app, 'POST', '/api/console/campaign/save', {
      token: catalogue,
      body: { name: { en: 'Flash hour' }, ...window(-MINUTE, 3_600_000), active: true },
    });
    expect(
      await saveDeal(birch, {
        name: 'Late',
        campaign_id: started.data.id,
        items: [{ sku_id: vase.sku, price: '10.00', deal_stock: 1 }],
      }),
    ).toMatchObject({ code: 0, data: { error: 'CAMPAIGN_CLOSED' } });
    const audit = await t.db.selectFrom('audit_log').select('action').where('target_type', '=', 'campaign').execute();
    expect(audit.map((row) => row.action)).toEqual(['campaign.create', 'campaign.update', 'campaign.create']);
  });

  it('shows a deal on the product page and the Home strip only while it runs, moving in and out on time through the cache', async () => {
    expect(t.config.catalogueCache).toBe(true);
    const lantern = await market.product(birch, '60.00', 30);
    const deal = await dealOn(birch, [{ sku_id: lantern.sku, price: '42.00', deal_stock: 5 }], window(1500, 3500));
    const shown = async () =>
      (await call(t.app, 'GET', '/api/promotion/product', { query: { id: lantern.id } })).data.deals.length > 0;
    const inStrip = async () =>
      (await call(t.app, 'GET', '/api/promotion/deals', { query: { limit: 30 } })).data.list.some(
        (card: { deal_id: number }) => card.deal_id === deal.id,
      );
    expect(await shown()).toBe(false);
    expect(await inStrip()).toBe(false);
    const until = async (wanted: boolean) => {
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        if ((await shown()) === wanted && (await inStrip()) === wanted) return true;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return false;
    };
    expect(await until(true)).toBe(true);
    expect(await until(false)).toBe(true);
  });
});
