import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueFixture, type CatalogueFixture, EARBUDS_SKUS } from '../../../test/catalogue-fixture.ts';
import { buildTestApp, call, engine, registerShopper, type TestApp } from '../../../test/helper.ts';
import { fundedShopper, nextIp, resetOrderSettings, setStock, skusOf } from '../../../test/order-fixture.ts';
import { putSetting } from '../settings/settings.service.ts';

const REGION_CLOSED_EN = 'This country/region is temporarily not open, please contact customer service';
const REGION_CLOSED_ZH = '该国家/地区暂未开放，请联系客服';

interface Item {
  id: number;
  product_id: number;
  sku_id: number;
  title: string;
  spec: string;
  price: string;
  compare_at_price: string | null;
  quantity: number;
  stock: number;
  selected: boolean;
  available: boolean;
}
interface Group {
  shop: { id: number; name: string };
  items: Item[];
}

describe(`cart (${engine})`, () => {
  let t: TestApp;
  let f: CatalogueFixture;
  /** The earbuds' SKUs: stocks 10 / 0 / 7 / 3 (EARBUDS_SKUS). */
  let earbuds: number[];
  let one: (key: keyof CatalogueFixture['products']) => Promise<number>;

  beforeAll(async () => {
    t = await buildTestApp();
    f = await buildCatalogueFixture(t.db);
    earbuds = await skusOf(t.db, f.products.earbuds);
    one = async (key) => (await skusOf(t.db, f.products[key]))[0]!;
  });
  afterAll(() => t.close());
  afterEach(async () => {
    // Every test starts from the fixture's stock and with every region open.
    for (const [index, sku] of earbuds.entries()) await setStock(t.db, sku, EARBUDS_SKUS[index]!.stock);
    await resetOrderSettings(t.db);
  });

  /** A plain shopper (account country US, no address): the cart needs neither a payment code nor an address. */
  const shopper = () => registerShopper(t.app, { country: 'US' }, { ip: nextIp() });
  const add = (s: { token: string }, body: unknown, lang?: string) =>
    call(t.app, 'POST', '/api/cart/add', { token: s.token, body, lang });
  const list = (s: { token: string }, lang?: string) => call(t.app, 'GET', '/api/cart/list', { token: s.token, lang });
  const count = (s: { token: string }) => call(t.app, 'GET', '/api/cart/count', { token: s.token });
  const update = (s: { token: string }, body: unknown) =>
    call(t.app, 'POST', '/api/cart/update', { token: s.token, body });
  const select = (s: { token: string }, body: unknown) =>
    call(t.app, 'POST', '/api/cart/select', { token: s.token, body });
  const remove = (s: { token: string }, body: unknown) =>
    call(t.app, 'POST', '/api/cart/remove', { token: s.token, body });
  const linesOf = (userId: number) =>
    t.db
      .selectFrom('cart_items')
      .select(['id', 'sku_id', 'quantity', 'selected'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  const items = (data: { groups: Group[] }) => data.groups.flatMap((group) => group.items);

  async function addOk(s: { token: string }, skuId: number, quantity: number) {
    const res = await add(s, { sku_id: skuId, quantity });
    expect(res.code, res.msg).toBe(1);
    return res;
  }
  async function cartOf(s: { token: string }, lang?: string) {
    const res = await list(s, lang);
    expect(res.code, res.msg).toBe(1);
    return res.data as { groups: Group[]; count: number; selected_count: number; selected_amount: string };
  }

  describe('without a token', () => {
    it.each([
      ['GET', '/api/cart/list', undefined],
      ['GET', '/api/cart/count', undefined],
      ['POST', '/api/cart/add', { sku_id: 1, quantity: 1 }],
      ['POST', '/api/cart/update', { id: 1, quantity: 1 }],
      ['POST', '/api/cart/select', { selected: true }],
      ['POST', '/api/cart/remove', { ids: [1] }],
    ] as const)('%s %s answers 401', async (method, url, body) => {
      const res = await call(t.app, method, url, { body });
      expect(res).toMatchObject({ status: 401, code: 401, msg: 'Please login first' });
    });

    it('answers 401 for a token that does not exist', async () => {
      const res = await call(t.app, 'GET', '/api/cart/list', { token: 'not-a-real-token' });
      expect(res).toMatchObject({ status: 401, code: 401 });
    });
  });

  describe('POST /api/cart/add', () => {
    it('adds a line and answers the number of lines with "Added to cart"', async () => {
      const s = await shopper();
      const res = await add(s, { sku_id: earbuds[0], quantity: 2 });
      expect(res).toEqual({ status: 200, code: 1, msg: 'Added to cart', data: { count: 1 } });
      expect(await linesOf(s.id)).toEqual([
        { id: expect.any(Number), sku_id: earbuds[0], quantity: 2, selected: true },
      ]);
    });

    it('merges a SKU added again into its line (quantities add up) and counts lines, not items', async () => {
      const s = await shopper();
      await addOk(s, earbuds[0]!, 2);
      const again = await add(s, { sku_id: earbuds[0], quantity: 3 });
      expect(again.data).toEqual({ count: 1 });
      const other = await add(s, { sku_id: earbuds[2], quantity: 1 });
      expect(other.data).toEqual({ count: 2 });
      const lines = await linesOf(s.id);
      expect(lines.map((line) => [line.sku_id, line.quantity])).toEqual([
        [earbuds[0], 5],
        [earbuds[2], 1],
      ]);
      expect((await count(s)).data).toEqual({ count: 2 });
    });

    it('selects a line again when its SKU is added again', async () => {
      const s = await shopper();
      await addOk(s, earbuds[0]!, 1);
      const [line] = await linesOf(s.id);
      await update(s, { id: line!.id, selected: false });
      await addOk(s, earbuds[0]!, 1);
      expect(await linesOf(s.id)).toEqual([{ id: line!.id, sku_id: earbuds[0], quantity: 2, selected: true }]);
    });

    it('refuses a quantity above the stock with OUT_OF_STOCK and writes nothing', async () => {
      const s = await shopper();
      const res = await add(s, { sku_id: earbuds[3], quantity: 4 });
      expect(res).toMatchObject({
        status: 200,
        code: 0,
        msg: 'Sorry, there is not enough stock of this item',
        data: { error: 'OUT_OF_STOCK', sku_id: earbuds[3], stock: 3 },
      });
      expect(await linesOf(s.id)).toEqual([]);
      // Exactly the stock is fine.
      expect((await add(s, { sku_id: earbuds[3], quantity: 3 })).code).toBe(1);
    });

    it('refuses when the quantity already in the cart plus the new one is above the stock, and keeps the line', async () => {
      const s = await shopper();
      await addOk(s, earbuds[2]!, 5);
      const res = await add(s, { sku_id: earbuds[2], quantity: 3 });
      expect(res).toMatchObject({ code: 0, data: { error: 'OUT_OF_STOCK', stock: 7 } });
      expect((await linesOf(s.id)).map((line) => line.quantity)).toEqual([5]);
      expect((await add(s, { sku_id: earbuds[2], quantity: 2 })).code).toBe(1);
      expect((await linesOf(s.id)).map((line) => line.quantity)).toEqual([7]);
    });

    it('refuses a sold-out SKU', async () => {
      const s = await shopper();
      const res = await add(s, { sku_id: earbuds[1], quantity: 1 });
      expect(res).toMatchObject({ code: 0, data: { error: 'OUT_OF_STOCK', stock: 0 } });
      expect(await linesOf(s.id)).toEqual([]);
    });

    it('refuses a product that is off sale, or an unknown SKU, with PRODUCT_NOT_FOUND', async () => {
      const s = await shopper();
      const radio = await one('radio');
      for (const skuId of [radio, 99_999_999]) {
        const res = await add(s, { sku_id: skuId, quantity: 1 });
        expect(res, String(skuId)).toMatchObject({
          status: 200,
          code: 0,
          msg: 'This product does not exist or is no longer on sale',
          data: { error: 'PRODUCT_NOT_FOUND' },
        });
      }
      expect(await linesOf(s.id)).toEqual([]);
    });

    it('refuses a product of a closed shop with PRODUCT_NOT_FOUND', async () => {
      const s = await shopper();
      await t.db.updateTable('shops').set({ active: false }).where('id', '=', f.shops.cafe).execute();
      try {
        const res = await add(s, { sku_id: await one('mug'), quantity: 1 });
        expect(res).toMatchObject({ code: 0, data: { error: 'PRODUCT_NOT_FOUND' } });
      } finally {
        await t.db.updateTable('shops').set({ active: true }).where('id', '=', f.shops.cafe).execute();
      }
      expect(await linesOf(s.id)).toEqual([]);
    });

    it.each([-1, 0, 1.5, 10_000, 1e9, '2', null])(
      'refuses quantity %s with VALIDATION and writes nothing',
      async (quantity) => {
        const s = await shopper();
        const res = await add(s, { sku_id: earbuds[0], quantity });
        expect(res).toMatchObject({
          status: 200,
          code: 0,
          msg: 'Please enter a quantity from 1 to 9999',
          data: { error: 'VALIDATION', fields: { quantity: 'quantityInvalid' } },
        });
        expect(await linesOf(s.id)).toEqual([]);
      },
    );

    it('refuses a missing or invalid sku_id with VALIDATION', async () => {
      const s = await shopper();
      for (const body of [
        { quantity: 1 },
        { sku_id: 0, quantity: 1 },
        { sku_id: 'abc', quantity: 1 },
        { sku_id: 1.5, quantity: 1 },
      ]) {
        const res = await add(s, body);
        expect(res, JSON.stringify(body)).toMatchObject({ code: 0, data: { error: 'VALIDATION' } });
      }
      expect(await linesOf(s.id)).toEqual([]);
    });

    it('refuses unknown body fields such as price or user_id with UNKNOWN_FIELD', async () => {
      const victim = await shopper();
      const s = await shopper();
      for (const extra of [{ price: '0.01' }, { user_id: victim.id }, { selected: false }]) {
        const res = await add(s, { sku_id: earbuds[0], quantity: 1, ...extra });
        const field = Object.keys(extra)[0]!;
        expect(res, field).toMatchObject({
          status: 200,
          code: 0,
          msg: `Unknown field: ${field}`,
          data: { error: 'UNKNOWN_FIELD', fields: { [field]: 'unknownField' } },
        });
      }
      expect(await linesOf(s.id)).toEqual([]);
      expect(await linesOf(victim.id)).toEqual([]);
    });

    it('refuses a new line when the cart already holds 100 lines (CART_FULL), but still merges into an existing one', async () => {
      const s = await shopper();
      // 100 extra SKUs of the mug, put straight into the cart.
      const mug = f.products.mug;
      const skuRows = await t.db
        .insertInto('skus')
        .values(
          Array.from({ length: 101 }, (_, i) => ({ product_id: mug, options: [100 + i], price: 500 + i, stock: 5 })),
        )
        .returning('id')
        .execute();
      const ids = skuRows.map((row) => row.id);
      await t.db
        .insertInto('cart_items')
        .values(ids.slice(0, 100).map((skuId) => ({ user_id: s.id, sku_id: skuId, quantity: 1 })))
        .execute();
      expect((await count(s)).data).toEqual({ count: 100 });

      const full = await add(s, { sku_id: ids[100], quantity: 1 });
      expect(full).toMatchObject({
        status: 200,
        code: 0,
        msg: 'Your cart can hold at most 100 items',
        data: { error: 'CART_FULL' },
      });
      expect(await linesOf(s.id)).toHaveLength(100);

      const merged = await add(s, { sku_id: ids[0], quantity: 2 });
      expect(merged).toMatchObject({ code: 1, data: { count: 100 } });
      expect((await linesOf(s.id)).find((line) => line.sku_id === ids[0])?.quantity).toBe(3);
    });
  });

  describe('GET /api/cart/list', () => {
    it('returns an empty cart', async () => {
      const s = await shopper();
      expect(await list(s)).toEqual({
        status: 200,
        code: 1,
        msg: 'Success',
        data: { groups: [], count: 0, selected_count: 0, selected_amount: '0.00' },
      });
    });

    it('groups lines by shop, the shop of the newest line first, lines newest first', async () => {
      const s = await shopper();
      const teapot = await one('teapot');
      const speaker = await one('speaker');
      const headphones = await one('headphones');
      await addOk(s, earbuds[0]!, 2); // sunrise
      await addOk(s, teapot, 1); // panda
      await addOk(s, speaker, 1); // seoul
      await addOk(s, headphones, 1); // sunrise again: its shop becomes the newest

      const cart = await cartOf(s);
      expect(cart.groups.map((group) => group.shop.id)).toEqual([f.shops.sunrise, f.shops.seoul, f.shops.panda]);
      expect(cart.groups[0]!.shop).toEqual({
        id: f.shops.sunrise,
        name: 'Sunrise Audio',
        logo: expect.objectContaining({ small: expect.any(String) }),
      });
      expect(cart.groups[0]!.items.map((item) => item.sku_id)).toEqual([headphones, earbuds[0]]);
      expect(cart.count).toBe(4);

      const earbudsLine = cart.groups[0]!.items[1]!;
      expect(earbudsLine).toEqual({
        id: expect.any(Number),
        product_id: f.products.earbuds,
        sku_id: earbuds[0],
        title: 'Wireless Bluetooth Earbuds',
        image: { small: '/uploads/catalog/test-earbuds-1-360.webp', large: '/uploads/catalog/test-earbuds-1-720.webp' },
        spec: 'Black · Standard',
        price: '29.99',
        compare_at_price: null,
        quantity: 2,
        stock: 10,
        selected: true,
        available: true,
      });
    });

    it("carries the SKU's compare-at price beside its price", async () => {
      const s = await shopper();
      await t.db.updateTable('skus').set({ compare_at_price: 4299 }).where('id', '=', earbuds[2]!).execute();
      try {
        await addOk(s, earbuds[2]!, 1);
        await addOk(s, earbuds[0]!, 1);
        const items = (await cartOf(s)).groups[0]!.items;
        expect(items.map((item) => [item.sku_id, item.price, item.compare_at_price])).toEqual([
          [earbuds[0], '29.99', null],
          [earbuds[2], '31.99', '42.99'],
        ]);
      } finally {
        await t.db.updateTable('skus').set({ compare_at_price: null }).where('id', '=', earbuds[2]!).execute();
      }
    });

    it('writes titles, specs and shop names in the request language', async () => {
      const s = await shopper();
      await addOk(s, earbuds[2]!, 1);
      const cart = await cartOf(s, 'zh-CN');
      expect(cart.groups[0]!.shop.name).toBe('日出音响');
      expect(cart.groups[0]!.items[0]).toMatchObject({ title: '无线蓝牙耳机', spec: '白色 · 标准版' });
    });

    it('totals the selected lines: item count and goods amount', async () => {
      const s = await shopper();
      await addOk(s, earbuds[0]!, 2); // 2 × 29.99
      await addOk(s, earbuds[2]!, 1); // 31.99
      await addOk(s, await one('chopsticks'), 3); // 3 × 3.50
      const cart = await cartOf(s);
      expect(cart).toMatchObject({ count: 3, selected_count: 6, selected_amount: '102.47' });
    });

    it('flags lines that sold out or left the shelf as unavailable and leaves them out of the selected totals', async () => {
      const s = await shopper();
      const kettle = await one('kettle');
      await addOk(s, earbuds[3]!, 2); // 41.99 each, sells out below
      await addOk(s, kettle, 1); // 25.99, leaves the shelf below
      await addOk(s, earbuds[0]!, 1); // 29.99, stays
      await setStock(t.db, earbuds[3]!, 0);
      await t.db
        .updateTable('products')
        .set({ on_sale: false, listed: false })
        .where('id', '=', f.products.kettle)
        .execute();
      try {
        const cart = await cartOf(s);
        const bySku = new Map(items(cart).map((item) => [item.sku_id, item]));
        expect(bySku.get(earbuds[3]!)).toMatchObject({ available: false, selected: true, stock: 0, quantity: 2 });
        expect(bySku.get(kettle)).toMatchObject({ available: false, selected: true });
        expect(bySku.get(earbuds[0]!)).toMatchObject({ available: true });
        expect(cart).toMatchObject({ count: 3, selected_count: 1, selected_amount: '29.99' });
      } finally {
        await t.db
          .updateTable('products')
          .set({ on_sale: true, listed: true })
          .where('id', '=', f.products.kettle)
          .execute();
      }
    });
  });

  describe('POST /api/cart/update', () => {
    it('changes the quantity up to the stock and answers the cart', async () => {
      const s = await shopper();
      await addOk(s, earbuds[2]!, 1);
      const [line] = await linesOf(s.id);
      const res = await update(s, { id: line!.id, quantity: 7 });
      expect(res).toMatchObject({
        status: 200,
        code: 1,
        data: { count: 1, selected_count: 7, selected_amount: '223.93' },
      });
      expect(items(res.data)[0]).toMatchObject({ id: line!.id, quantity: 7 });

      const lower = await update(s, { id: line!.id, quantity: 2 });
      expect(items(lower.data)[0]).toMatchObject({ quantity: 2 });
      expect((await linesOf(s.id))[0]!.quantity).toBe(2);
    });

    it('refuses a quantity above the stock and keeps the line as it was', async () => {
      const s = await shopper();
      await addOk(s, earbuds[2]!, 3);
      const [line] = await linesOf(s.id);
      const res = await update(s, { id: line!.id, quantity: 8 });
      expect(res).toMatchObject({
        code: 0,
        msg: 'Sorry, there is not enough stock of this item',
        data: { error: 'OUT_OF_STOCK', stock: 7 },
      });
      expect((await linesOf(s.id))[0]!.quantity).toBe(3);
    });

    it('lowers the quantity of a line whose stock fell below it', async () => {
      const s = await shopper();
      await addOk(s, earbuds[2]!, 6);
      await setStock(t.db, earbuds[2]!, 2);
      const [line] = await linesOf(s.id);
      const res = await update(s, { id: line!.id, quantity: 2 });
      expect(res.code, res.msg).toBe(1);
      expect((await linesOf(s.id))[0]!.quantity).toBe(2);
    });

    it('changes the selection, which the selected totals follow', async () => {
      const s = await shopper();
      await addOk(s, earbuds[0]!, 1);
      await addOk(s, earbuds[2]!, 1);
      const [first] = await linesOf(s.id);
      const res = await update(s, { id: first!.id, selected: false });
      expect(res.data).toMatchObject({ count: 2, selected_count: 1, selected_amount: '31.99' });
      expect(items(res.data).find((item: Item) => item.id === first!.id)).toMatchObject({ selected: false });
      const both = await update(s, { id: first!.id, selected: true, quantity: 2 });
      expect(both.data).toMatchObject({ selected_count: 3, selected_amount: '91.97' });
    });

    it('refuses a body that changes nothing, an invalid quantity or an unknown field', async () => {
      const s = await shopper();
      await addOk(s, earbuds[0]!, 1);
      const [line] = await linesOf(s.id);
      expect(await update(s, { id: line!.id })).toMatchObject({ code: 0, data: { error: 'VALIDATION' } });
      for (const quantity of [0, -2, 2.5, 10_000]) {
        expect(await update(s, { id: line!.id, quantity }), String(quantity)).toMatchObject({
          code: 0,
          msg: 'Please enter a quantity from 1 to 9999',
          data: { error: 'VALIDATION' },
        });
      }
      expect(await update(s, { id: line!.id, quantity: 2, sku_id: earbuds[2] })).toMatchObject({
        code: 0,
        data: { error: 'UNKNOWN_FIELD' },
      });
      expect(await linesOf(s.id)).toEqual([{ id: line!.id, sku_id: earbuds[0], quantity: 1, selected: true }]);
    });

    it("answers NOT_FOUND for another shopper's line and leaves it unchanged", async () => {
      const owner = await shopper();
      const s = await shopper();
      await addOk(owner, earbuds[0]!, 1);
      const [line] = await linesOf(owner.id);
      for (const body of [
        { id: line!.id, quantity: 3 },
        { id: line!.id, selected: false },
      ]) {
        expect(await update(s, body)).toMatchObject({
          status: 200,
          code: 0,
          msg: 'Not found',
          data: { error: 'NOT_FOUND' },
        });
      }
      expect(await update(s, { id: 99_999_999, quantity: 1 })).toMatchObject({ code: 0, data: { error: 'NOT_FOUND' } });
      expect(await linesOf(owner.id)).toEqual([{ id: line!.id, sku_id: earbuds[0], quantity: 1, selected: true }]);
    });
  });

  describe('POST /api/cart/select', () => {
    it('clears and selects every line when ids are omitted', async () => {
      const s = await shopper();
      await addOk(s, earbuds[0]!, 1);
      await addOk(s, await one('mouse'), 2);
      const none = await select(s, { selected: false });
      expect(none).toMatchObject({ code: 1, data: { count: 2, selected_count: 0, selected_amount: '0.00' } });
      expect((await linesOf(s.id)).every((line) => !line.selected)).toBe(true);
      const all = await select(s, { selected: true });
      expect(all.data).toMatchObject({ selected_count: 3, selected_amount: '59.99' });
      expect((await linesOf(s.id)).every((line) => line.selected)).toBe(true);
    });

    it('changes only the lines named', async () => {
      const s = await shopper();
      await addOk(s, earbuds[0]!, 1);
      await addOk(s, earbuds[2]!, 1);
      await addOk(s, await one('mouse'), 1);
      const [a, b, c] = await linesOf(s.id);
      const res = await select(s, { ids: [a!.id, c!.id], selected: false });
      expect(res.data).toMatchObject({ selected_count: 1, selected_amount: '31.99' });
      expect((await linesOf(s.id)).map((line) => [line.id, line.selected])).toEqual([
        [a!.id, false],
        [b!.id, true],
        [c!.id, false],
      ]);
    });

    it("never touches another shopper's lines", async () => {
      const owner = await shopper();
      const s = await shopper();
      await addOk(owner, earbuds[0]!, 1);
      const [line] = await linesOf(owner.id);
      await select(s, { ids: [line!.id], selected: false });
      await select(s, { selected: false });
      expect((await linesOf(owner.id))[0]!.selected).toBe(true);
    });

    it('refuses a body without selected, or an empty id list', async () => {
      const s = await shopper();
      expect(await select(s, {})).toMatchObject({ code: 0, data: { error: 'VALIDATION' } });
      expect(await select(s, { ids: [], selected: true })).toMatchObject({ code: 0, data: { error: 'VALIDATION' } });
      expect(await select(s, { selected: 'yes' })).toMatchObject({ code: 0, data: { error: 'VALIDATION' } });
    });
  });

  describe('POST /api/cart/remove', () => {
    it('removes the lines named with "Delete success" and answers the cart', async () => {
      const s = await shopper();
      await addOk(s, earbuds[0]!, 1);
      await addOk(s, earbuds[2]!, 1);
      await addOk(s, await one('mouse'), 1);
      const [a, b, c] = await linesOf(s.id);
      const res = await remove(s, { ids: [a!.id, c!.id] });
      expect(res).toMatchObject({ status: 200, code: 1, msg: 'Delete success', data: { count: 1 } });
      expect(items(res.data).map((item: Item) => item.id)).toEqual([b!.id]);
      expect((await linesOf(s.id)).map((line) => line.id)).toEqual([b!.id]);
      expect((await count(s)).data).toEqual({ count: 1 });
    });

    it("never removes another shopper's lines", async () => {
      const owner = await shopper();
      const s = await shopper();
      await addOk(owner, earbuds[0]!, 1);
      const [line] = await linesOf(owner.id);
      const res = await remove(s, { ids: [line!.id] });
      expect(res.data).toMatchObject({ count: 0 });
      expect(await linesOf(owner.id)).toHaveLength(1);
    });

    it('refuses an empty or invalid id list', async () => {
      const s = await shopper();
      expect(await remove(s, { ids: [] })).toMatchObject({ code: 0, data: { error: 'VALIDATION' } });
      expect(await remove(s, { ids: [0] })).toMatchObject({ code: 0, data: { error: 'VALIDATION' } });
      expect(await remove(s, {})).toMatchObject({ code: 0, data: { error: 'VALIDATION' } });
    });
  });

  describe('region gate', () => {
    const closeAllBut = (...regions: string[]) =>
      putSetting(t.db, 'order_settings', { all_regions_open: false, open_regions: regions });
    const plain = (country: string) => registerShopper(t.app, { country }, { ip: nextIp() });

    it('refuses the cart and adding to it with REGION_CLOSED when the default address is in a closed region', async () => {
      const s = await fundedShopper(t.app, t.db, 0, 'US');
      await addOk(s, earbuds[0]!, 1);
      await closeAllBut('JP');

      const en = await list(s);
      expect(en).toEqual({ status: 200, code: 0, msg: REGION_CLOSED_EN, data: { error: 'REGION_CLOSED' } });
      const zh = await list(s, 'zh-CN');
      expect(zh).toMatchObject({ code: 0, msg: REGION_CLOSED_ZH, data: { error: 'REGION_CLOSED' } });

      const added = await add(s, { sku_id: earbuds[2], quantity: 1 }, 'zh-CN');
      expect(added).toMatchObject({ code: 0, msg: REGION_CLOSED_ZH, data: { error: 'REGION_CLOSED' } });
      expect((await linesOf(s.id)).map((line) => line.sku_id)).toEqual([earbuds[0]]);

      // The tab's badge is never gated.
      expect(await count(s)).toMatchObject({ code: 1, data: { count: 1 } });
    });

    it('lets a shopper whose default address is in an open region in', async () => {
      const s = await fundedShopper(t.app, t.db, 0, 'JP');
      await closeAllBut('JP', 'GB');
      expect((await add(s, { sku_id: earbuds[0], quantity: 1 })).code).toBe(1);
      expect((await list(s)).code).toBe(1);
    });

    it('takes the default address country before the account country', async () => {
      await closeAllBut('JP');
      // Account in JP, default address in US: closed.
      const account = await plain('JP');
      await call(t.app, 'POST', '/api/user/address_add', {
        token: account.token,
        body: {
          addressee: 'A',
          mobile: '+1 555 0100',
          country: 'US',
          area: 'X',
          detail: 'Y',
          tag: 'home',
          is_default: true,
        },
      });
      expect(await list(account)).toMatchObject({ code: 0, data: { error: 'REGION_CLOSED' } });
      // Account in US, default address in JP: open.
      const other = await plain('US');
      await call(t.app, 'POST', '/api/user/address_add', {
        token: other.token,
        body: {
          addressee: 'B',
          mobile: '+1 555 0100',
          country: 'JP',
          area: 'X',
          detail: 'Y',
          tag: 'home',
          is_default: true,
        },
      });
      expect((await list(other)).code).toBe(1);
    });

    it('falls back to the account country when there is no default address', async () => {
      await closeAllBut('JP');
      const closed = await plain('US');
      const open = await plain('JP');
      expect(await list(closed)).toMatchObject({ code: 0, msg: REGION_CLOSED_EN, data: { error: 'REGION_CLOSED' } });
      expect(await add(closed, { sku_id: earbuds[0], quantity: 1 })).toMatchObject({
        code: 0,
        data: { error: 'REGION_CLOSED' },
      });
      expect(await linesOf(closed.id)).toEqual([]);
      expect((await list(open)).code).toBe(1);
      expect((await add(open, { sku_id: earbuds[0], quantity: 1 })).code).toBe(1);
      expect(await count(closed)).toMatchObject({ code: 1, data: { count: 0 } });
    });

    it('never answers a failure for a change it made while the region is closed (update, select, remove)', async () => {
      const s = await fundedShopper(t.app, t.db, 0, 'US');
      await addOk(s, earbuds[0]!, 1);
      await addOk(s, earbuds[2]!, 1);
      const [a, b] = await linesOf(s.id);
      await closeAllBut('JP');
      const changes = [
        ['update', () => update(s, { id: a!.id, quantity: 2 })],
        ['select', () => select(s, { ids: [a!.id], selected: false })],
        ['remove', () => remove(s, { ids: [b!.id] })],
      ] as const;
      for (const [name, change] of changes) {
        const before = await linesOf(s.id);
        const res = await change();
        // Either refused (REGION_CLOSED, like list and add) with the cart as it was, or done and answered as done.
        if (res.code !== 1) {
          expect(res.data.error, name).toBe('REGION_CLOSED');
          expect(await linesOf(s.id), `${name} answered ${res.data.error} but changed the cart`).toEqual(before);
        }
      }
    });

    it('opens every region again when all_regions_open is set', async () => {
      const s = await fundedShopper(t.app, t.db, 0, 'US');
      await closeAllBut('JP');
      expect((await list(s)).code).toBe(0);
      await putSetting(t.db, 'order_settings', { all_regions_open: true, open_regions: ['JP'] });
      expect((await list(s)).code).toBe(1);
    });
  });
});
