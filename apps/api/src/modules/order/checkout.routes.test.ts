import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCatalogueFixture, type CatalogueFixture, type ProductKey } from '../../../test/catalogue-fixture.ts';
import { buildTestApp, call, engine, registerShopper, type TestApp } from '../../../test/helper.ts';
import { mixOrderSequence } from '../../lib/order-no-mix.ts';
import {
  buyNow,
  expectLedgerConsistent,
  fundedShopper,
  nextIp,
  operatorToken,
  pay,
  resetOrderSettings,
  type Shopper,
  setOrderSettings,
  setStock,
  skusOf,
  stockOf,
} from '../../../test/order-fixture.ts';

const HOUR = 3_600_000;
const CART = { cart: true } as const;

interface Group {
  shop: { id: number; name: string };
  items: { sku_id: number; quantity: number; price: string; subtotal: string }[];
  quantity: number;
  goods_amount: string;
  freight: string;
  discount: string;
  total: string;
  free_freight_from: string | null;
}

const cents = (money: string) => Math.round(Number(money) * 100);
const dollars = (value: number) => `${Math.trunc(value / 100)}.${String(value % 100).padStart(2, '0')}`;

describe(`checkout (${engine})`, () => {
  let t: TestApp;
  let f: CatalogueFixture;
  let op: string;
  let earbuds: number[];
  const sku: Partial<Record<ProductKey, number>> = {};
  const one = (key: ProductKey) => sku[key]!;

  beforeAll(async () => {
    t = await buildTestApp();
    f = await buildCatalogueFixture(t.db);
    op = await operatorToken(t.app, t.db);
    earbuds = await skusOf(t.db, f.products.earbuds);
    for (const key of Object.keys(f.products) as ProductKey[]) sku[key] = (await skusOf(t.db, f.products[key]))[0];
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    // Plenty of everything; a test that needs a particular stock sets it.
    await t.db.updateTable('skus').set({ stock: 50 }).execute();
    await t.db
      .updateTable('products')
      .set({ stock: sql`(select coalesce(sum(skus.stock), 0) from skus where skus.product_id = products.id)` })
      .execute();
  });
  afterEach(async () => {
    await resetOrderSettings(t.db);
    await t.db.deleteFrom('freight_rules').where('shop_id', 'is not', null).execute();
    await expectLedgerConsistent(t.db);
  });

  const shopper = (balance = 1_000_000) => fundedShopper(t.app, t.db, balance);
  const add = async (s: Shopper, skuId: number, quantity: number) => {
    const res = await call(t.app, 'POST', '/api/cart/add', { token: s.token, body: { sku_id: skuId, quantity } });
    expect(res.code, res.msg).toBe(1);
  };
  const preview = (s: { token: string }, body: Record<string, unknown>, lang?: string) =>
    call(t.app, 'POST', '/api/order/preview', { token: s.token, body, lang });
  const create = (s: { token: string }, body: Record<string, unknown>, lang?: string) =>
    call(t.app, 'POST', '/api/order/create', { token: s.token, body, lang });
  const createFromCart = (s: Shopper, extra: Record<string, unknown> = {}) =>
    create(s, { source: CART, address_id: s.addressId, ...extra });
  const cancel = (s: Shopper, id: number) => call(t.app, 'POST', '/api/order/cancel', { token: s.token, body: { id } });
  const ordersOf = (userId: number) =>
    t.db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const cartLines = (userId: number) =>
    t.db
      .selectFrom('cart_items')
      .select(['sku_id', 'quantity', 'selected'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  const groupOf = (data: { groups: Group[] }, shopId: number) => data.groups.find((group) => group.shop.id === shopId)!;

  let promoCounter = 0;
  /** Creates a promo code through the console: by default 10 % off, running from an hour ago to tomorrow. */
  async function promo(fields: Record<string, unknown> = {}) {
    promoCounter += 1;
    const res = await call(t.app, 'POST', '/api/console/promo/save', {
      token: op,
      body: {
        code: `CODE${promoCounter}X`,
        kind: 'percent',
        percent_off: 10,
        starts_at: new Date(Date.now() - HOUR).toISOString(),
        ends_at: new Date(Date.now() + 24 * HOUR).toISOString(),
        ...fields,
      },
    });
    expect(res.code, res.msg).toBe(1);
    return res.data as { id: number; code: string; used: number };
  }
  const promoRow = (id: number) =>
    t.db.selectFrom('promo_codes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  /** Sunrise: 2 earbuds (59.98, ships free); Panda: 1 teapot (20.50 + 4.99 freight); an unselected mug of Café. */
  async function twoShopCart(s: Shopper) {
    await add(s, earbuds[0]!, 2);
    await add(s, one('teapot'), 1);
    await add(s, one('mug'), 1);
    const mugLine = await t.db
      .selectFrom('cart_items')
      .select('id')
      .where('user_id', '=', s.id)
      .where('sku_id', '=', one('mug'))
      .executeTakeFirstOrThrow();
    await call(t.app, 'POST', '/api/cart/update', { token: s.token, body: { id: mugLine.id, selected: false } });
  }

  /** Nothing was written for this shopper: no order, the stock as it was, the cart as it was. */
  async function expectNothingCreated(
    s: Shopper,
    cartBefore: unknown,
    stockBefore: { sku: number; product: number },
    skuId: number,
  ) {
    expect(await ordersOf(s.id)).toEqual([]);
    expect(await cartLines(s.id)).toEqual(cartBefore);
    expect(await stockOf(t.db, skuId)).toEqual(stockBefore);
  }

  describe('POST /api/order/preview', () => {
    it('prices the selected cart lines per shop, with the default freight rule ($4.99, free from $49.00)', async () => {
      const s = await shopper(12_345);
      await twoShopCart(s);
      const res = await preview(s, { source: CART });
      expect(res).toMatchObject({ status: 200, code: 1 });
      const data = res.data;
      expect(data.groups).toHaveLength(2);
      expect(groupOf(data, f.shops.sunrise)).toEqual({
        shop: { id: f.shops.sunrise, name: 'Sunrise Audio', logo: expect.any(Object) },
        items: [
          {
            product_id: f.products.earbuds,
            sku_id: earbuds[0],
            title: 'Wireless Bluetooth Earbuds',
            image: expect.any(Object),
            spec: 'Black · Standard',
            price: '29.99',
            compare_at_price: null,
            quantity: 2,
            subtotal: '59.98',
            deal_id: null,
          },
        ],
        quantity: 2,
        goods_amount: '59.98',
        freight: '0.00',
        discount: '0.00',
        shop_discount: '0.00',
        promo_discount: '0.00',
        total: '59.98',
        free_freight_from: '49.00',
        shop_voucher: { voucher: null, discount: '0.00', error: null, message: null, available: [] },
      });
      expect(groupOf(data, f.shops.panda)).toMatchObject({
        quantity: 1,
        goods_amount: '20.50',
        freight: '4.99',
        discount: '0.00',
        total: '25.49',
        free_freight_from: '49.00',
      });
      expect(data).toMatchObject({
        quantity: 3,
        goods_amount: '80.48',
        freight: '4.99',
        discount: '0.00',
        total: '85.47',
        promo: null,
        balance: '123.45',
      });
      expect(data.address).toMatchObject({ id: s.addressId, country: 'US', is_default: true });
      // A preview writes nothing.
      expect(await ordersOf(s.id)).toEqual([]);
      expect(await cartLines(s.id)).toHaveLength(3);
    });

    it('ships free from exactly the threshold', async () => {
      const s = await shopper();
      // Chopsticks cost 3.50: 14 of them are exactly 49.00.
      const at = await preview(s, { source: { buy_now: { sku_id: one('chopsticks'), quantity: 14 } } });
      expect(at.data).toMatchObject({ goods_amount: '49.00', freight: '0.00', total: '49.00' });
      const below = await preview(s, { source: { buy_now: { sku_id: one('chopsticks'), quantity: 13 } } });
      expect(below.data).toMatchObject({ goods_amount: '45.50', freight: '4.99', total: '50.49' });
    });

    it('prices one SKU for "buy now", whatever is in the cart', async () => {
      const s = await shopper();
      await add(s, one('teapot'), 1);
      const res = await preview(s, { source: { buy_now: { sku_id: earbuds[2], quantity: 1 } } });
      expect(res.data.groups).toHaveLength(1);
      expect(res.data).toMatchObject({ quantity: 1, goods_amount: '31.99', freight: '4.99', total: '36.98' });
      expect(res.data.groups[0].items[0]).toMatchObject({ sku_id: earbuds[2], spec: 'White · Standard' });
    });

    it("shows each line's compare-at price, from the cart and for buy now, and charges the price", async () => {
      const s = await shopper();
      await t.db.updateTable('skus').set({ compare_at_price: 4250 }).where('id', '=', earbuds[2]!).execute();
      try {
        const now = await preview(s, { source: { buy_now: { sku_id: earbuds[2], quantity: 2 } } });
        expect(now.data.groups[0].items[0]).toMatchObject({
          sku_id: earbuds[2],
          price: '31.99',
          compare_at_price: '42.50',
          subtotal: '63.98',
        });
        expect(now.data.goods_amount).toBe('63.98');
        await add(s, earbuds[2]!, 1);
        await add(s, earbuds[0]!, 1);
        const fromCart = await preview(s, { source: CART });
        const lines = fromCart.data.groups[0].items as { sku_id: number; compare_at_price: string | null }[];
        expect(lines.map((line) => [line.sku_id, line.compare_at_price])).toEqual(
          expect.arrayContaining([
            [earbuds[2], '42.50'],
            [earbuds[0], null],
          ]),
        );
      } finally {
        await t.db.updateTable('skus').set({ compare_at_price: null }).where('id', '=', earbuds[2]!).execute();
      }
    });

    it('uses the chosen address, else the default one, else none', async () => {
      const s = await shopper();
      const second = await call(t.app, 'POST', '/api/user/address_add', {
        token: s.token,
        body: {
          addressee: 'Office',
          mobile: '+44 20 7946 0000',
          country: 'GB',
          area: 'London',
          detail: '1 Strand',
          tag: 'company',
        },
      });
      const source = { buy_now: { sku_id: one('mug'), quantity: 1 } };
      expect((await preview(s, { source })).data.address).toMatchObject({ id: s.addressId, country: 'US' });
      expect((await preview(s, { source, address_id: second.data.id })).data.address).toMatchObject({
        id: second.data.id,
        country: 'GB',
      });

      const homeless = await registerShopper(t.app, { country: 'US' }, { ip: nextIp() });
      const res = await preview(homeless, { source });
      expect(res).toMatchObject({ code: 1, data: { address: null, balance: '0.00', total: '13.98' } });
    });

    it("answers NOT_FOUND for another shopper's address", async () => {
      const owner = await shopper();
      const s = await shopper();
      const res = await preview(s, {
        source: { buy_now: { sku_id: one('mug'), quantity: 1 } },
        address_id: owner.addressId,
      });
      expect(res).toMatchObject({ status: 200, code: 0, msg: 'Not found', data: { error: 'NOT_FOUND' } });
    });

    it("applies a shop's own freight rule, saved through the console, instead of the default", async () => {
      const s = await shopper();
      await twoShopCart(s);
      const saved = await call(t.app, 'POST', '/api/console/freight/save', {
        token: op,
        body: { shop_id: f.shops.panda, fee: '2.00', free_above: '10.00' },
      });
      expect(saved.code, saved.msg).toBe(1);
      const free = await preview(s, { source: CART });
      expect(groupOf(free.data, f.shops.panda)).toMatchObject({
        freight: '0.00',
        free_freight_from: '10.00',
        total: '20.50',
      });
      expect(groupOf(free.data, f.shops.sunrise)).toMatchObject({ freight: '0.00', free_freight_from: '49.00' });
      expect(free.data).toMatchObject({ freight: '0.00', total: '80.48' });

      await call(t.app, 'POST', '/api/console/freight/save', {
        token: op,
        body: { shop_id: f.shops.panda, fee: 7.5, free_above: null },
      });
      const never = await preview(s, { source: CART });
      expect(groupOf(never.data, f.shops.panda)).toMatchObject({
        freight: '7.50',
        free_freight_from: null,
        total: '28.00',
      });

      // The default rule still applies to the other shops, and a rule of one shop changes nothing for another.
      const other = await preview(s, { source: { buy_now: { sku_id: one('mug'), quantity: 1 } } });
      expect(other.data).toMatchObject({ freight: '4.99' });
    });

    it('refuses an empty selection with NOTHING_SELECTED', async () => {
      const s = await shopper();
      const empty = await preview(s, { source: CART });
      expect(empty).toEqual({
        status: 200,
        code: 0,
        msg: 'Please select item to checkout',
        data: { error: 'NOTHING_SELECTED' },
      });

      await add(s, one('mug'), 1);
      await call(t.app, 'POST', '/api/cart/select', { token: s.token, body: { selected: false } });
      expect(await preview(s, { source: CART })).toMatchObject({
        code: 0,
        msg: 'Please select item to checkout',
        data: { error: 'NOTHING_SELECTED' },
      });

      // A selected line that sold out is never bought: nothing is left to check out.
      await call(t.app, 'POST', '/api/cart/select', { token: s.token, body: { selected: true } });
      await setStock(t.db, one('mug'), 0);
      expect(await preview(s, { source: CART })).toMatchObject({ code: 0, data: { error: 'NOTHING_SELECTED' } });
      expect(await preview(s, { source: CART }, 'zh-CN')).toMatchObject({ msg: '请选择要结算的商品' });
    });

    it('leaves sold-out lines out of a cart checkout', async () => {
      const s = await shopper();
      await add(s, one('mug'), 1);
      await add(s, one('kettle'), 1);
      await setStock(t.db, one('mug'), 0);
      const res = await preview(s, { source: CART });
      expect(res.code, res.msg).toBe(1);
      expect(res.data.groups.flatMap((group: Group) => group.items.map((item) => item.sku_id))).toEqual([
        one('kettle'),
      ]);
    });

    it('refuses a quantity above the stock, and a product off sale', async () => {
      const s = await shopper();
      await add(s, earbuds[2]!, 5);
      await setStock(t.db, earbuds[2]!, 4);
      expect(await preview(s, { source: CART })).toMatchObject({
        code: 0,
        msg: 'Sorry, there is not enough stock of this item',
        data: { error: 'OUT_OF_STOCK', sku_id: earbuds[2], stock: 4 },
      });
      expect(await preview(s, { source: { buy_now: { sku_id: earbuds[3], quantity: 51 } } })).toMatchObject({
        code: 0,
        data: { error: 'OUT_OF_STOCK' },
      });
      // Off sale: named, in the caller's language.
      expect(await preview(s, { source: { buy_now: { sku_id: one('radio'), quantity: 1 } } }, 'zh-CN')).toMatchObject({
        code: 0,
        msg: '“停产蓝牙收音机”已下架',
        data: { error: 'PRODUCT_OFF_SALE', sku_id: one('radio') },
      });
      expect(await preview(s, { source: { buy_now: { sku_id: 987_654, quantity: 1 } } })).toMatchObject({
        code: 0,
        data: { error: 'PRODUCT_NOT_FOUND' },
      });
    });

    it('refuses a malformed source and unknown fields', async () => {
      const s = await shopper();
      for (const body of [
        {},
        { source: { cart: false } },
        { source: { buy_now: { sku_id: one('mug'), quantity: 0 } } },
        { source: CART, promo_code: 'x' },
      ]) {
        expect(await preview(s, body), JSON.stringify(body)).toMatchObject({ code: 0, data: { error: 'VALIDATION' } });
      }
      expect(await preview(s, { source: CART, total: '0.01' })).toMatchObject({
        code: 0,
        data: { error: 'UNKNOWN_FIELD' },
      });
      expect(
        await preview(s, { source: { buy_now: { sku_id: one('mug'), quantity: 1, price: '0.01' } } }),
      ).toMatchObject({
        code: 0,
        data: { error: 'UNKNOWN_FIELD' },
      });
    });

    it('answers 401 without a token', async () => {
      expect(await call(t.app, 'POST', '/api/order/preview', { body: { source: CART } })).toMatchObject({
        status: 401,
        code: 401,
      });
      expect(await call(t.app, 'POST', '/api/order/create', { body: { source: CART, address_id: 1 } })).toMatchObject({
        status: 401,
        code: 401,
      });
    });
  });

  describe('promo codes', () => {
    it('takes a percent off the goods (not the freight), capped by max_discount, and splits it over the shops', async () => {
      const s = await shopper();
      await twoShopCart(s);
      const uncapped = await promo({ percent_off: 10 });
      const res = await preview(s, { source: CART, promo_code: uncapped.code });
      // 10 % of 80.48 is 8.048: rounded half up to 8.05.
      expect(res.data).toMatchObject({
        goods_amount: '80.48',
        freight: '4.99',
        discount: '8.05',
        total: '77.42',
        promo: { code: uncapped.code, discount: '8.05', error: null, message: null },
      });
      const groups = res.data.groups as Group[];
      expect(groups.reduce((sum, group) => sum + cents(group.discount), 0)).toBe(805);
      for (const group of groups) {
        expect(cents(group.total)).toBe(cents(group.goods_amount) + cents(group.freight) - cents(group.discount));
        expect(cents(group.discount)).toBeLessThanOrEqual(cents(group.goods_amount));
      }
      // In proportion to the goods: 5.9994… and 2.0505…; the cent left over goes to the larger remainder (.94).
      expect(groupOf(res.data, f.shops.sunrise).discount).toBe('6.00');
      expect(groupOf(res.data, f.shops.panda).discount).toBe('2.05');

      const capped = await promo({ percent_off: 20, max_discount: '5.00' });
      const cap = await preview(s, { source: CART, promo_code: capped.code });
      expect(cap.data).toMatchObject({ discount: '5.00', total: '80.47', promo: { discount: '5.00', error: null } });
      expect((cap.data.groups as Group[]).reduce((sum, group) => sum + cents(group.discount), 0)).toBe(500);
    });

    it('takes a fixed amount off, never more than the goods', async () => {
      const s = await shopper();
      const fixed = await promo({ kind: 'fixed', amount_off: '5', percent_off: null });
      const source = { buy_now: { sku_id: one('teapot'), quantity: 1 } };
      expect((await preview(s, { source, promo_code: fixed.code })).data).toMatchObject({
        discount: '5.00',
        total: '20.49',
      });
      const huge = await promo({ kind: 'fixed', amount_off: '100.00', percent_off: null });
      // 20.50 of goods: the discount stops there and the freight is still paid.
      expect((await preview(s, { source, promo_code: huge.code })).data).toMatchObject({
        discount: '20.50',
        freight: '4.99',
        total: '4.99',
      });
    });

    it('reads a code case-insensitively', async () => {
      const s = await shopper();
      const code = await promo({ code: 'Summer-10' });
      expect(code.code).toBe('SUMMER-10');
      const res = await preview(s, {
        source: { buy_now: { sku_id: one('teapot'), quantity: 1 } },
        promo_code: ' summer-10 ',
      });
      expect(res.data.promo).toEqual({ code: 'SUMMER-10', discount: '2.05', error: null, message: null });
    });

    it('says in the preview why a code does not apply, and create refuses it with that key and writes nothing', async () => {
      const s = await shopper();
      await twoShopCart(s);
      const past = Date.now() - 48 * HOUR;
      const cases = [
        [
          'min spend',
          await promo({ min_spend: '100.00' }),
          'PROMO_MIN_SPEND',
          'This promo code needs a spend of at least $100.00',
        ],
        [
          'not started',
          await promo({
            starts_at: new Date(Date.now() + HOUR).toISOString(),
            ends_at: new Date(Date.now() + 2 * HOUR).toISOString(),
          }),
          'PROMO_NOT_STARTED',
          'This promo code is not valid yet',
        ],
        [
          'expired',
          await promo({ starts_at: new Date(past).toISOString(), ends_at: new Date(past + HOUR).toISOString() }),
          'PROMO_EXPIRED',
          'This promo code has expired',
        ],
        ['inactive', await promo({ active: false }), 'PROMO_NOT_FOUND', 'This promo code does not exist'],
        ['unknown', { code: 'NO-SUCH-CODE' }, 'PROMO_NOT_FOUND', 'This promo code does not exist'],
      ] as const;
      const cartBefore = await cartLines(s.id);
      const stockBefore = await stockOf(t.db, earbuds[0]!);
      for (const [name, code, key, message] of cases) {
        const res = await preview(s, { source: CART, promo_code: code.code });
        expect(res, name).toMatchObject({
          status: 200,
          code: 1,
          data: { discount: '0.00', total: '85.47', promo: { code: code.code, discount: '0.00', error: key, message } },
        });
        const created = await createFromCart(s, { promo_code: code.code });
        expect(created, name).toEqual({ status: 200, code: 0, msg: message, data: { error: key } });
      }
      await expectNothingCreated(s, cartBefore, stockBefore, earbuds[0]!);
    });

    it('translates why a code does not apply', async () => {
      const s = await shopper();
      const code = await promo({ min_spend: '100' });
      const res = await preview(
        s,
        { source: { buy_now: { sku_id: one('mug'), quantity: 1 } }, promo_code: code.code },
        'zh-CN',
      );
      expect(res.data.promo).toMatchObject({ error: 'PROMO_MIN_SPEND', message: '该优惠码需消费满 $100.00' });
      expect(
        (await preview(s, { source: { buy_now: { sku_id: one('mug'), quantity: 1 } }, promo_code: 'NOPE1' }, 'zh-CN'))
          .data.promo,
      ).toMatchObject({
        message: '该优惠码不存在',
      });
    });

    it('applies once the goods reach the minimum spend', async () => {
      const s = await shopper();
      const code = await promo({ kind: 'fixed', amount_off: '3', percent_off: null, min_spend: '49.00' });
      const below = await preview(s, {
        source: { buy_now: { sku_id: one('chopsticks'), quantity: 13 } },
        promo_code: code.code,
      });
      expect(below.data.promo).toMatchObject({
        error: 'PROMO_MIN_SPEND',
        message: 'This promo code needs a spend of at least $49.00',
      });
      const at = await preview(s, {
        source: { buy_now: { sku_id: one('chopsticks'), quantity: 14 } },
        promo_code: code.code,
      });
      expect(at.data).toMatchObject({ discount: '3.00', total: '46.00', promo: { error: null } });
    });

    it('writes the split discount into the orders, and their totals add up to the checkout total', async () => {
      const s = await shopper();
      await twoShopCart(s);
      const code = await promo({ percent_off: 15 });
      const quoted = await preview(s, { source: CART, promo_code: code.code });
      const created = await createFromCart(s, { promo_code: code.code.toLowerCase() });
      expect(created).toMatchObject({ code: 1, data: { total: quoted.data.total } });
      const rows = await ordersOf(s.id);
      expect(rows).toHaveLength(2);
      expect(rows.reduce((sum, row) => sum + row.promo_discount, 0)).toBe(cents(quoted.data.discount));
      expect(rows.reduce((sum, row) => sum + row.total, 0)).toBe(cents(created.data.total));
      for (const row of rows) {
        expect(row.promo_code).toBe(code.code);
        expect(row.promo_id).toBe(code.id);
        expect(dollars(row.promo_discount)).toBe(groupOf(quoted.data, row.shop_id).discount);
        expect(dollars(row.total)).toBe(groupOf(quoted.data, row.shop_id).total);
      }
      expect((await promoRow(code.id)).used).toBe(1);
    });

    it('refuses a second checkout with PROMO_LIMIT_REACHED once a shopper used their share', async () => {
      const s = await shopper();
      const other = await shopper();
      const code = await promo({ per_user_limit: 1 });
      const source = { buy_now: { sku_id: one('mug'), quantity: 1 } };
      expect((await create(s, { source, address_id: s.addressId, promo_code: code.code })).code).toBe(1);

      const again = await preview(s, { source, promo_code: code.code });
      expect(again.data.promo).toMatchObject({
        error: 'PROMO_LIMIT_REACHED',
        message: 'You have already used this promo code',
        discount: '0.00',
      });
      const refused = await create(s, { source, address_id: s.addressId, promo_code: code.code });
      expect(refused).toMatchObject({
        code: 0,
        msg: 'You have already used this promo code',
        data: { error: 'PROMO_LIMIT_REACHED' },
      });
      expect(await ordersOf(s.id)).toHaveLength(1);

      // Another shopper still may.
      expect((await create(other, { source, address_id: other.addressId, promo_code: code.code })).code).toBe(1);
      expect((await promoRow(code.id)).used).toBe(2);
    });

    it('refuses a code whose total uses are gone with PROMO_USED_UP', async () => {
      const a = await shopper();
      const b = await shopper();
      const code = await promo({ total_limit: 1 });
      const source = { buy_now: { sku_id: one('mug'), quantity: 1 } };
      expect((await create(a, { source, address_id: a.addressId, promo_code: code.code })).code).toBe(1);
      expect((await preview(b, { source, promo_code: code.code })).data.promo).toMatchObject({
        error: 'PROMO_USED_UP',
        message: 'This promo code has been fully used',
      });
      const refused = await create(b, { source, address_id: b.addressId, promo_code: code.code });
      expect(refused).toMatchObject({
        code: 0,
        msg: 'This promo code has been fully used',
        data: { error: 'PROMO_USED_UP' },
      });
      expect(await ordersOf(b.id)).toEqual([]);
      expect((await promoRow(code.id)).used).toBe(1);
    });

    it('gives the use back once every order of the checkout is cancelled, and only once', async () => {
      const a = await shopper();
      const b = await shopper();
      const code = await promo({ total_limit: 1, per_user_limit: 1 });
      await twoShopCart(a);
      const created = await createFromCart(a, { promo_code: code.code });
      expect(created.code, created.msg).toBe(1);
      const [first, second] = created.data.orders as { id: number }[];
      expect((await promoRow(code.id)).used).toBe(1);

      // One order of the checkout is still open: the use stays taken.
      expect((await cancel(a, first!.id)).code).toBe(1);
      expect((await promoRow(code.id)).used).toBe(1);
      const source = { buy_now: { sku_id: one('mug'), quantity: 1 } };
      expect((await preview(b, { source, promo_code: code.code })).data.promo.error).toBe('PROMO_USED_UP');

      expect((await cancel(a, second!.id)).code).toBe(1);
      expect((await promoRow(code.id)).used).toBe(0);
      // Cancelling again changes nothing and gives nothing back twice.
      expect(await cancel(a, second!.id)).toMatchObject({ code: 0, data: { error: 'ORDER_STATUS_CHANGED' } });
      expect(await cancel(a, first!.id)).toMatchObject({ code: 0, data: { error: 'ORDER_STATUS_CHANGED' } });
      expect((await promoRow(code.id)).used).toBe(0);
      const redemptions = await t.db
        .selectFrom('promo_redemptions')
        .selectAll()
        .where('promo_id', '=', code.id)
        .execute();
      expect(redemptions).toHaveLength(1);
      expect(redemptions[0]!.released_at).not.toBeNull();

      // The shopper's own share is back too.
      expect((await preview(a, { source, promo_code: code.code })).data.promo.error).toBeNull();
      expect((await create(b, { source, address_id: b.addressId, promo_code: code.code })).code).toBe(1);
      expect((await promoRow(code.id)).used).toBe(1);
    });

    it('keeps the use when one order of the checkout was paid and the other cancelled', async () => {
      const a = await shopper();
      const code = await promo({ total_limit: 5 });
      await twoShopCart(a);
      const created = await createFromCart(a, { promo_code: code.code });
      const [first, second] = created.data.orders as { id: number }[];
      expect((await pay(t.app, a, [first!.id])).code).toBe(1);
      expect((await cancel(a, second!.id)).code).toBe(1);
      expect((await promoRow(code.id)).used).toBe(1);
    });
  });

  describe('POST /api/order/create', () => {
    it('creates one waiting order per shop and answers the server-computed amounts', async () => {
      const s = await shopper();
      await twoShopCart(s);
      const quoted = await preview(s, { source: CART });
      const before = Date.now();
      const res = await createFromCart(s, { remark: '  ring twice  ' });
      const after = Date.now();
      expect(res).toMatchObject({ status: 200, code: 1, msg: 'Create order success' });
      expect(res.data).toEqual({
        checkout_no: expect.stringMatching(/^C\d{16}$/),
        orders: [
          { id: expect.any(Number), order_no: expect.stringMatching(/^\d{16}$/), total: expect.any(String) },
          { id: expect.any(Number), order_no: expect.stringMatching(/^\d{16}$/), total: expect.any(String) },
        ],
        total: '85.47',
        pay_deadline: expect.any(String),
      });
      expect(res.data.total).toBe(quoted.data.total);
      // The default pay timeout is 30 minutes.
      const deadline = Date.parse(res.data.pay_deadline);
      expect(deadline).toBeGreaterThanOrEqual(before + 30 * 60_000 - 1000);
      expect(deadline).toBeLessThanOrEqual(after + 30 * 60_000 + 1000);

      const rows = await ordersOf(s.id);
      expect(rows.map((row) => row.status)).toEqual([0, 0]);
      expect(new Set(rows.map((row) => row.checkout_no))).toEqual(new Set([res.data.checkout_no]));
      expect(rows.map((row) => row.shop_id).sort()).toEqual([f.shops.sunrise, f.shops.panda].sort());
      for (const row of rows) {
        const group = groupOf(quoted.data, row.shop_id);
        expect({ goods: dollars(row.goods_amount), freight: dollars(row.freight), total: dollars(row.total) }).toEqual({
          goods: group.goods_amount,
          freight: group.freight,
          total: group.total,
        });
        expect(row.remark).toBe('ring twice');
        expect(row.address).toMatchObject({ country: 'US', addressee: 'Test Buyer', detail: '742 Evergreen Terrace' });
        const summary = (res.data.orders as { id: number; order_no: string; total: string }[]).find(
          (o) => o.id === row.id,
        );
        expect(summary).toEqual({ id: row.id, order_no: row.order_no, total: dollars(row.total) });
      }
      const items = await t.db
        .selectFrom('order_items')
        .select(['order_id', 'sku_id', 'price', 'quantity'])
        .where(
          'order_id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
      expect(items.map((item) => [item.sku_id, item.price, item.quantity]).sort()).toEqual(
        [
          [earbuds[0], 2999, 2],
          [one('teapot'), 2050, 1],
        ].sort(),
      );
      const events = await t.db
        .selectFrom('order_events')
        .select(['order_id', 'kind', 'status', 'actor'])
        .where(
          'order_id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
      expect(events.map((event) => [event.kind, event.status, event.actor])).toEqual([
        ['created', 0, 'shopper'],
        ['created', 0, 'shopper'],
      ]);
    });

    it('numbers orders without suggesting a count: both ways of placing one mix the sequence the same way', async () => {
      const s = await shopper();
      const lastDrawn = async () =>
        Number((await sql<{ n: string }>`select last_value as n from order_no_seq`.execute(t.db)).rows[0]!.n);
      const digits = (n: number) => String(mixOrderSequence(n)).padStart(8, '0');
      // Buy now: drawn and formatted in SQL (placeOrderTakingStock), the checkout's number first.
      const single = await buyNow(t.app, s, one('mug'), 1);
      expect(single.code, single.msg).toBe(1);
      const n = await lastDrawn();
      expect(single.data.orders[0].order_no.slice(8)).toBe(digits(n));
      expect(single.data.checkout_no.slice(9)).toBe(digits(n - 1));
      // The cart: drawn in SQL, formatted in TypeScript (order-numbers.ts).
      await twoShopCart(s);
      const cart = await createFromCart(s, {});
      const m = await lastDrawn();
      expect(cart.data.orders.map((order: { order_no: string }) => order.order_no.slice(8))).toEqual([
        digits(m - 1),
        digits(m),
      ]);
      expect(Math.abs(Number(digits(m)) - Number(digits(m - 1)))).toBeGreaterThan(1000);
    });

    it('reserves the stock of every SKU and its product', async () => {
      const s = await shopper();
      await twoShopCart(s);
      const earbudsBefore = await stockOf(t.db, earbuds[0]!);
      const teapotBefore = await stockOf(t.db, one('teapot'));
      const mugBefore = await stockOf(t.db, one('mug'));
      expect((await createFromCart(s)).code).toBe(1);
      expect(await stockOf(t.db, earbuds[0]!)).toEqual({
        sku: earbudsBefore.sku - 2,
        product: earbudsBefore.product - 2,
      });
      expect(await stockOf(t.db, one('teapot'))).toEqual({
        sku: teapotBefore.sku - 1,
        product: teapotBefore.product - 1,
      });
      expect(await stockOf(t.db, one('mug'))).toEqual(mugBefore);
    });

    it('removes the bought lines from the cart and keeps the unselected ones', async () => {
      const s = await shopper();
      await twoShopCart(s);
      expect((await createFromCart(s)).code).toBe(1);
      expect(await cartLines(s.id)).toEqual([{ sku_id: one('mug'), quantity: 1, selected: false }]);
    });

    it('leaves the cart alone for "buy now", even with the same SKU in it', async () => {
      const s = await shopper();
      await add(s, earbuds[0]!, 1);
      const res = await buyNow(t.app, s, earbuds[0]!, 2);
      expect(res.code, res.msg).toBe(1);
      expect(res.data.orders).toHaveLength(1);
      expect(await cartLines(s.id)).toEqual([{ sku_id: earbuds[0], quantity: 1, selected: true }]);
    });

    it('refuses an empty selection with NOTHING_SELECTED', async () => {
      const s = await shopper();
      expect(await createFromCart(s)).toEqual({
        status: 200,
        code: 0,
        msg: 'Please select item to checkout',
        data: { error: 'NOTHING_SELECTED' },
      });
      await add(s, one('mug'), 1);
      await call(t.app, 'POST', '/api/cart/select', { token: s.token, body: { selected: false } });
      expect(await createFromCart(s)).toMatchObject({
        code: 0,
        msg: 'Please select item to checkout',
        data: { error: 'NOTHING_SELECTED' },
      });
      expect(await ordersOf(s.id)).toEqual([]);
    });

    describe('a product taken off sale while the shopper is on the checkout page', () => {
      const setListed = (key: ProductKey, listed: boolean) =>
        t.db.updateTable('products').set({ on_sale: listed, listed }).where('id', '=', f.products[key]).execute();
      afterEach(async () => {
        await setListed('mug', true);
        await setListed('kettle', true);
      });
      const shownSkus = (data: { groups: Group[] }) => data.groups.flatMap((g) => g.items.map((item) => item.sku_id));

      it('Submit names it (in the shopper\'s language) instead of "Please select item to checkout"', async () => {
        const s = await shopper();
        await add(s, one('mug'), 1);
        const shown = await preview(s, { source: CART });
        await setListed('mug', false);
        const res = await createFromCart(s, { source: { cart: true, sku_ids: shownSkus(shown.data) } });
        expect(res).toMatchObject({
          code: 0,
          msg: '“Coffee Mug” is no longer on sale',
          data: { error: 'PRODUCT_OFF_SALE', sku_id: one('mug') },
        });
        // An older client that does not say what it showed gets the same answer when nothing else is left.
        const ri = await create(s, { source: CART, address_id: s.addressId }, 'ri');
        expect(ri).toMatchObject({ msg: '「コーヒーマグ」は販売を終了しました', data: { error: 'PRODUCT_OFF_SALE' } });
        expect(await ordersOf(s.id)).toEqual([]);
      });

      it('refuses the whole checkout rather than buying the rest without it; then the rest is bought', async () => {
        const s = await shopper();
        await add(s, one('mug'), 1);
        await add(s, one('kettle'), 1);
        const shown = await preview(s, { source: CART });
        expect(shownSkus(shown.data).sort()).toEqual([one('mug'), one('kettle')].sort());
        await setListed('kettle', false);
        const refused = await createFromCart(s, { source: { cart: true, sku_ids: shownSkus(shown.data) } });
        expect(refused).toMatchObject({ code: 0, msg: '“Electric Kettle” is no longer on sale' });
        expect(await ordersOf(s.id)).toEqual([]);
        // The checkout, read again, shows the mug alone; that is what is bought.
        const again = await preview(s, { source: CART });
        expect(shownSkus(again.data)).toEqual([one('mug')]);
        const bought = await createFromCart(s, { source: { cart: true, sku_ids: shownSkus(again.data) } });
        expect(bought.code, bought.msg).toBe(1);
        expect((await ordersOf(s.id)).map((o) => o.goods_amount)).toEqual([899]);
      });

      it('says a shown line sold out since with OUT_OF_STOCK', async () => {
        const s = await shopper();
        await add(s, one('mug'), 1);
        await add(s, one('kettle'), 1);
        const shown = await preview(s, { source: CART });
        // (Every test starts with plenty of stock again.)
        await setStock(t.db, one('mug'), 0);
        const res = await createFromCart(s, { source: { cart: true, sku_ids: shownSkus(shown.data) } });
        expect(res).toMatchObject({ code: 0, data: { error: 'OUT_OF_STOCK', sku_id: one('mug') } });
        expect(await ordersOf(s.id)).toEqual([]);
      });
    });

    it("refuses another shopper's address with NOT_FOUND and creates nothing", async () => {
      const owner = await shopper();
      const s = await shopper();
      await add(s, one('mug'), 1);
      const cartBefore = await cartLines(s.id);
      const stockBefore = await stockOf(t.db, one('mug'));
      const res = await create(s, { source: CART, address_id: owner.addressId });
      await expectNothingCreated(s, cartBefore, stockBefore, one('mug'));
      expect(await ordersOf(owner.id)).toEqual([]);
      // docs/architecture.md#errors-and-messages: another shopper's id is "not found" (as order/preview answers for the same address).
      expect(res).toMatchObject({ status: 200, code: 0, msg: 'Not found', data: { error: 'NOT_FOUND' } });
    });

    it('refuses a missing address with VALIDATION', async () => {
      const s = await shopper();
      await add(s, one('mug'), 1);
      expect(await create(s, { source: CART })).toMatchObject({
        code: 0,
        data: { error: 'VALIDATION', fields: { address_id: expect.any(String) } },
      });
      expect(await ordersOf(s.id)).toEqual([]);
    });

    it('refuses an address in a closed region with REGION_CLOSED, and accepts one in an open region', async () => {
      const s = await shopper();
      const japan = await call(t.app, 'POST', '/api/user/address_add', {
        token: s.token,
        body: {
          addressee: 'Tokyo',
          mobile: '+81 3 1234 5678',
          country: 'JP',
          area: 'Tokyo',
          detail: '1-1 Chiyoda',
          tag: 'company',
        },
      });
      await add(s, one('mug'), 1);
      await setOrderSettings(t.db, { all_regions_open: false, open_regions: ['JP'] });
      const cartBefore = await cartLines(s.id);
      const stockBefore = await stockOf(t.db, one('mug'));

      const closed = await createFromCart(s);
      expect(closed).toEqual({
        status: 200,
        code: 0,
        msg: 'This country/region is temporarily not open, please contact customer service',
        data: { error: 'REGION_CLOSED' },
      });
      expect(await preview(s, { source: CART })).toMatchObject({ code: 0, data: { error: 'REGION_CLOSED' } });
      expect(await buyNow(t.app, s, one('mug'), 1)).toMatchObject({ code: 0, data: { error: 'REGION_CLOSED' } });
      await expectNothingCreated(s, cartBefore, stockBefore, one('mug'));

      expect((await preview(s, { source: CART, address_id: japan.data.id })).code).toBe(1);
      const open = await create(s, { source: CART, address_id: japan.data.id });
      expect(open.code, open.msg).toBe(1);
      expect((await ordersOf(s.id))[0]!.address).toMatchObject({ country: 'JP' });
    });

    it('refuses prices, totals or a status in the body with UNKNOWN_FIELD and creates nothing', async () => {
      const s = await shopper();
      await add(s, one('mug'), 1);
      const cartBefore = await cartLines(s.id);
      const stockBefore = await stockOf(t.db, one('mug'));
      for (const extra of [
        { total: '0.01' },
        { price: '0.01' },
        { status: 1 },
        { discount: '8.99' },
        { freight: 0 },
        { user_id: 1 },
      ]) {
        const field = Object.keys(extra)[0]!;
        const res = await createFromCart(s, extra);
        expect(res, field).toMatchObject({
          status: 200,
          code: 0,
          msg: `Unknown field: ${field}`,
          data: { error: 'UNKNOWN_FIELD' },
        });
      }
      const nested = await create(s, {
        source: { buy_now: { sku_id: one('mug'), quantity: 1, price: '0.01' } },
        address_id: s.addressId,
      });
      expect(nested).toMatchObject({ code: 0, data: { error: 'UNKNOWN_FIELD' } });
      await expectNothingCreated(s, cartBefore, stockBefore, one('mug'));
    });

    it('refuses more than the stock with OUT_OF_STOCK and reserves nothing', async () => {
      const s = await shopper();
      await setStock(t.db, earbuds[3]!, 3);
      await add(s, earbuds[3]!, 3);
      await add(s, one('mug'), 1);
      await setStock(t.db, earbuds[3]!, 2);
      const cartBefore = await cartLines(s.id);
      const mugBefore = await stockOf(t.db, one('mug'));
      const res = await createFromCart(s);
      expect(res).toMatchObject({
        code: 0,
        msg: 'Sorry, there is not enough stock of this item',
        data: { error: 'OUT_OF_STOCK', sku_id: earbuds[3] },
      });
      await expectNothingCreated(s, cartBefore, mugBefore, one('mug'));
      expect(await stockOf(t.db, earbuds[3]!)).toMatchObject({ sku: 2 });
      expect(await buyNow(t.app, s, earbuds[3]!, 3)).toMatchObject({ code: 0, data: { error: 'OUT_OF_STOCK' } });
    });

    it('refuses a remark over 200 characters', async () => {
      const s = await shopper();
      await add(s, one('mug'), 1);
      expect(await createFromCart(s, { remark: 'x'.repeat(201) })).toMatchObject({
        code: 0,
        msg: 'This text is too long',
        data: { error: 'VALIDATION' },
      });
      expect(await ordersOf(s.id)).toEqual([]);
    });

    it('sets the pay deadline from the pay timeout setting', async () => {
      const s = await shopper();
      await setOrderSettings(t.db, { pay_timeout_minutes: 5 });
      const before = Date.now();
      const res = await buyNow(t.app, s, one('mug'), 1);
      const after = Date.now();
      const deadline = Date.parse(res.data.pay_deadline);
      expect(deadline).toBeGreaterThanOrEqual(before + 5 * 60_000 - 1000);
      expect(deadline).toBeLessThanOrEqual(after + 5 * 60_000 + 1000);
    });
  });

  describe('GET /api/user/order_list', () => {
    const orderList = (s: { token: string }, query: Record<string, string | number> = {}) =>
      call(t.app, 'GET', '/api/user/order_list', { token: s.token, query });
    const idsOf = (res: { data: { list: { id: number }[] } }) => res.data.list.map((order) => order.id);

    /** One order in each of the statuses 0, 1, 2, 3 and -1, created in that order. */
    async function ordersInEveryStatus(s: Shopper) {
      const make = async (key: ProductKey) => (await buyNow(t.app, s, one(key), 1)).data.orders[0].id as number;
      const waiting = await make('mug');
      const paid = await make('greenTea');
      const shipped = await make('coffee');
      const received = await make('kettle');
      const cancelled = await make('teapot');
      expect((await pay(t.app, s, [paid, shipped, received])).code).toBe(1);
      for (const id of [shipped, received]) {
        const res = await call(t.app, 'POST', '/api/console/order/ship', {
          token: op,
          body: { id, carrier: 'DHL', tracking_no: `T${id}` },
        });
        expect(res.code, res.msg).toBe(1);
      }
      expect((await call(t.app, 'POST', '/api/order/confirm', { token: s.token, body: { id: received } })).code).toBe(
        1,
      );
      expect((await cancel(s, cancelled)).code).toBe(1);
      return { waiting, paid, shipped, received, cancelled };
    }

    it('lists every order newest first for "all", an empty or an absent status, and one status per tab', async () => {
      const s = await shopper();
      const o = await ordersInEveryStatus(s);
      const newestFirst = [o.cancelled, o.received, o.shipped, o.paid, o.waiting];
      for (const query of [{}, { status: 'all' }, { status: '' }] as Record<string, string>[]) {
        const res = await orderList(s, query);
        expect(res, JSON.stringify(query)).toMatchObject({
          status: 200,
          code: 1,
          data: { total: 5, page: 1, limit: 10 },
        });
        expect(idsOf(res)).toEqual(newestFirst);
      }
      const tabs: [number, number[]][] = [
        [0, [o.waiting]],
        [1, [o.paid]],
        [2, [o.shipped]],
        [3, [o.received]],
        [4, []],
        [-1, [o.cancelled]],
        [-4, []],
      ];
      for (const [status, ids] of tabs) {
        const res = await orderList(s, { status });
        expect(idsOf(res), String(status)).toEqual(ids);
        expect(res.data.total).toBe(ids.length);
        for (const order of res.data.list) expect(order.status).toBe(status);
      }
    });

    it('describes each order with its items, amounts, deadline and the actions of its status', async () => {
      const s = await shopper();
      const o = await ordersInEveryStatus(s);
      const list = (await orderList(s)).data.list as { id: number; actions: string[]; pay_deadline: string | null }[];
      const byId = new Map(list.map((order) => [order.id, order]));
      expect(byId.get(o.waiting)).toEqual({
        id: o.waiting,
        order_no: expect.stringMatching(/^\d{16}$/),
        status: 0,
        shop: { id: f.shops.cafe, name: 'Café Corner', logo: expect.any(Object) },
        items: [
          {
            id: expect.any(Number),
            product_id: f.products.mug,
            sku_id: one('mug'),
            title: 'Coffee Mug',
            image: expect.any(Object),
            spec: '',
            price: '8.99',
            quantity: 1,
            subtotal: '8.99',
          },
        ],
        quantity: 1,
        goods_amount: '8.99',
        freight: '4.99',
        discount: '0.00',
        shop_discount: '0.00',
        promo_discount: '0.00',
        total: '13.98',
        created_at: expect.any(String),
        pay_deadline: expect.any(String),
        actions: ['pay', 'cancel'],
      });
      expect(byId.get(o.paid)).toMatchObject({ status: 1, pay_deadline: null, actions: ['refund'] });
      expect(byId.get(o.shipped)).toMatchObject({ status: 2, actions: ['confirm', 'refund'] });
      expect(byId.get(o.received)).toMatchObject({ status: 3, actions: ['review', 'refund'] });
      expect(byId.get(o.cancelled)).toMatchObject({ status: -1, pay_deadline: null, actions: [] });
    });

    it('writes titles in the request language', async () => {
      const s = await shopper();
      await buyNow(t.app, s, earbuds[2]!, 1);
      const res = await call(t.app, 'GET', '/api/user/order_list', { token: s.token, lang: 'ri' });
      expect(res.data.list[0].items[0]).toMatchObject({ title: 'ワイヤレスイヤホン', spec: 'ホワイト · スタンダード' });
      expect(res.data.list[0].shop.name).toBe('サンライズオーディオ');
    });

    it('pages with page and limit', async () => {
      const s = await shopper();
      const ids: number[] = [];
      for (const key of ['mug', 'greenTea', 'coffee', 'kettle', 'teapot'] as const)
        ids.push((await buyNow(t.app, s, one(key), 1)).data.orders[0].id);
      const pages = await Promise.all([1, 2, 3, 4].map((page) => orderList(s, { page, limit: 2 })));
      expect(pages.map((page) => page.data.total)).toEqual([5, 5, 5, 5]);
      expect(pages.map(idsOf)).toEqual([[ids[4], ids[3]], [ids[2], ids[1]], [ids[0]], []]);
      expect(pages[1]!.data).toMatchObject({ page: 2, limit: 2 });
      const zeroTab = await orderList(s, { status: 0, page: 2, limit: 3 });
      expect(zeroTab.data).toMatchObject({ total: 5, page: 2, limit: 3 });
      expect(idsOf(zeroTab)).toEqual([ids[1], ids[0]]);
    });

    it("never lists another shopper's orders", async () => {
      const owner = await shopper();
      await buyNow(t.app, owner, one('mug'), 1);
      const s = await shopper();
      for (const status of ['all', 0])
        expect((await orderList(s, { status })).data).toEqual({ list: [], total: 0, page: 1, limit: 10 });
    });

    it('refuses an unknown status, a page below 1 or a limit above 50', async () => {
      const s = await shopper();
      for (const query of [{ status: 7 }, { status: -2 }, { status: 'paid' }, { page: 0 }, { limit: 51 }] as Record<
        string,
        string | number
      >[]) {
        expect(await orderList(s, query), JSON.stringify(query)).toMatchObject({
          status: 200,
          code: 0,
          data: { error: 'VALIDATION' },
        });
      }
      expect(await call(t.app, 'GET', '/api/user/order_list')).toMatchObject({ status: 401, code: 401 });
    });
  });
});
