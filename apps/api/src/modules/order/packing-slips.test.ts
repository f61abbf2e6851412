import { LANG_CODES, type LangCode, localeOf } from '@shop/contract/languages';
import { MAX_PACKING_SLIPS } from '@shop/contract/packing-slips';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, type TestApp } from '../../../test/helper.ts';
import { buyNow, operatorToken, pay } from '../../../test/order-fixture.ts';
import { comparable, pdfPages } from '../../../test/pdf-text.ts';
import { sellerMarket, type TestSeller } from '../../../test/seller-fixture.ts';
import { translate } from '../../lib/i18n.ts';
import { type SlipLabel, slipLabel } from './packing-slip-labels.ts';

const KB = 1024;

type Texts = Record<LangCode, string>;
const SHOP: Texts = {
  en: 'Alder Pottery',
  'zh-CN': '桤木陶艺',
  ri: '榛の木陶房',
  han: '오리나무 도예',
  tai: 'เครื่องปั้นดินเผาต้นอัลเดอร์',
};
const TITLE: Texts = {
  en: 'Celadon tea bowl, hand thrown',
  'zh-CN': '手工拉坯青瓷茶碗',
  ri: '手びねり青磁の茶碗',
  han: '손으로 빚은 청자 찻사발',
  tai: 'ถ้วยชาเซลาดอนปั้นมือ',
};
const COLOUR: Texts = { en: 'Colour', 'zh-CN': '颜色', ri: '色', han: '색상', tai: 'สี' };
const CELADON: Texts = { en: 'Sea green', 'zh-CN': '青瓷绿', ri: '青磁色', han: '청자색', tai: 'สีเขียวไข่กา' };
const SHIP_TO = {
  addressee: '王小明',
  mobile: '+86 138 1234 5678',
  country: 'CN',
  area: '上海市 浦东新区',
  detail: '世纪大道1001号 12栋 1502室',
};
const RETURN_TO = {
  addressee: 'สมชาย ใจดี',
  mobile: '+66 81 234 5678',
  country: 'TH',
  area: 'เชียงใหม่ อำเภอเมือง',
  detail: '99/12 ถนนเจริญประเทศ',
};
const REMARK = '请多包几层气泡膜，谢谢！';

/** Asks for packing slips as a desk does: the ids comma-separated, the token and the language in headers. */
function slips(t: TestApp, url: string, token: string, ids: (number | string)[], lang: LangCode = 'en') {
  return t.app.inject({ method: 'GET', url, query: { ids: ids.join(',') }, headers: { token, lang } });
}

/**
 * Packing slips as PDF: one order per page in the seller center's language, with the order's texts in their own
 * scripts; the seller's own shop only; the console's fulfilment operators for any shop; at most 100 orders.
 */
describe(`packing slips (${engine})`, { timeout: 180_000 }, () => {
  let t: TestApp;
  let market: Awaited<ReturnType<typeof sellerMarket>>;
  let alder: TestSeller;
  let birch: TestSeller;
  let fulfilment: string;
  const order = { alder: { id: 0, no: '' }, birch: { id: 0, no: '' } };

  const sellerSlips = (seller: TestSeller, ids: (number | string)[], lang?: LangCode) =>
    slips(t, '/api/seller/orders/packing_slips', seller.token, ids, lang);
  const consoleSlips = (token: string, ids: (number | string)[], lang?: LangCode) =>
    slips(t, '/api/console/orders/packing_slips', token, ids, lang);

  beforeAll(async () => {
    t = await buildTestApp();
    market = await sellerMarket(t);
    fulfilment = await operatorToken(t.app, t.db, ['fulfilment']);
    alder = await market.approvedSeller('Alder Pottery');
    birch = await market.approvedSeller('Birch Goods');

    // Alder's shop in five languages with a return address in Thai; its bowl titled and specified in five.
    const shop = await market.seller('GET', '/shop', alder.token);
    const savedShop = await market.seller('POST', '/shop/save', alder.token, {
      name: SHOP,
      description: shop.data.description,
      logo: shop.data.logo,
      banner: shop.data.banner,
      return_address: RETURN_TO,
    });
    expect(savedShop.code, savedShop.msg).toBe(1);
    const bowl = await market.product(alder);
    const edit = await market.seller('GET', '/product', alder.token, undefined, { id: bowl.id });
    const saved = await market.seller('POST', '/product/save', alder.token, {
      id: bowl.id,
      category_id: edit.data.category_id,
      title: TITLE,
      description: edit.data.description,
      images: edit.data.images,
      specs: [{ name: COLOUR, values: [CELADON] }],
      skus: [{ options: [0], price: '40.00', stock: 50 }],
      on_sale: true,
    });
    expect(saved.code, saved.msg).toBe(1);

    // The shopper sends it to an address written in Chinese, with a remark.
    const address = await call(t.app, 'POST', '/api/user/address_add', {
      token: market.shopper.token,
      body: { ...SHIP_TO, tag: 'home' },
    });
    expect(address.code, address.msg).toBe(1);
    const placed = await buyNow(t.app, market.shopper, saved.data.skus[0].id, 2, {
      address_id: address.data.id,
      remark: REMARK,
    });
    expect(placed.code, placed.msg).toBe(1);
    order.alder = { id: placed.data.orders[0].id, no: placed.data.orders[0].order_no };
    expect((await pay(t.app, market.shopper, [order.alder.id])).code).toBe(1);

    // Birch: a title in English only, no return address.
    const cup = await market.product(birch);
    const paid = await market.paidOrder(cup.sku);
    const detail = await market.seller('GET', '/order', birch.token, undefined, { id: paid.id });
    order.birch = { id: paid.id, no: detail.data.order_no };
  });
  afterAll(() => t.close());

  describe.each(LANG_CODES)('in %s', (lang) => {
    it("prints the order in the seller center's language, its texts in their own scripts, in a small file", async () => {
      const response = await sellerSlips(alder, [order.alder.id], lang);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="packing-slip-${order.alder.no}.pdf"`);
      const bytes = response.rawPayload;
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // The Chinese, Japanese and Korean faces are 5–10 MB each: only the glyphs drawn are embedded.
      expect(bytes.length).toBeLessThan(300 * KB);

      const pages = await pdfPages(bytes);
      expect(pages).toHaveLength(1);
      const text = comparable(pages[0] ?? '');
      const label = (key: SlipLabel, params?: Record<string, string | number>) =>
        comparable(slipLabel(lang, key, params));
      for (const shown of [
        SHOP[lang],
        order.alder.no,
        SHIP_TO.addressee,
        SHIP_TO.mobile,
        SHIP_TO.area,
        SHIP_TO.detail,
        new Intl.DisplayNames([localeOf(lang)], { type: 'region' }).of('CN') ?? 'CN',
        TITLE[lang],
        COLOUR[lang],
        CELADON[lang],
        REMARK,
        RETURN_TO.addressee,
        RETURN_TO.detail,
        RETURN_TO.area,
      ]) {
        expect(text, shown).toContain(comparable(shown));
      }
      for (const key of ['title', 'shipTo', 'addressee', 'orderNo', 'placed', 'paid', 'quantity', 'remark'] as const) {
        expect(text, key).toContain(label(key));
      }
      expect(text).toContain(label('returnAddress'));
      expect(text).toContain(label('page', { page: 1, pages: 1 }));
      expect(text).not.toContain(label('noReturnAddress'));
    });
  });

  it('falls back to the English title, and says when the shop has no return address', async () => {
    const response = await sellerSlips(birch, [order.birch.id], 'tai');
    expect(response.statusCode).toBe(200);
    const text = comparable((await pdfPages(response.rawPayload)).join(''));
    const title = await call(t.app, 'GET', '/api/seller/order', { token: birch.token, query: { id: order.birch.id } });
    expect(text).toContain(comparable(title.data.items[0].title));
    expect(text).toContain(comparable(slipLabel('tai', 'noReturnAddress')));
    expect(text).toContain(comparable('Test Buyer'));
  });

  it("prints the console's choice of any shops' orders, in the order asked, each paged on its own", async () => {
    const response = await consoleSlips(fulfilment, [order.birch.id, order.alder.id, order.birch.id], 'zh-CN');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="packing-slips-2-orders.pdf"');
    const pages = (await pdfPages(response.rawPayload)).map(comparable);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(order.birch.no);
    expect(pages[0]).not.toContain(order.alder.no);
    expect(pages[1]).toContain(order.alder.no);
    expect(pages[1]).toContain(comparable(SHOP['zh-CN']));
    for (const page of pages) expect(page).toContain(comparable(slipLabel('zh-CN', 'page', { page: 1, pages: 1 })));
  });

  it("refuses the whole print when one id is not the seller's shop's order, and tells nothing of it", async () => {
    for (const ids of [[order.alder.id, order.birch.id], [order.birch.id], [order.alder.id, 2_000_000_000]]) {
      const response = await sellerSlips(alder, ids, 'en');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        code: 0,
        msg: translate('en', 'errors.ORDER_NOT_FOUND'),
        data: { error: 'ORDER_NOT_FOUND' },
      });
      expect(response.body).not.toContain(order.birch.no);
    }
    const other = await sellerSlips(birch, [order.alder.id], 'ri');
    expect(other.json()).toMatchObject({ code: 0, data: { error: 'ORDER_NOT_FOUND' } });
    expect(other.body).not.toContain(order.alder.no);
  });

  it('is documented as a PDF, or a JSON refusal beside it', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/seller/orders/packing_slips', '/api/console/orders/packing_slips']) {
      expect(Object.keys(document.paths[path].get.responses['200'].content).sort(), path).toEqual([
        'application/json',
        'application/pdf',
      ]);
    }
  });

  it('is for fulfilment operators and the seller center only', async () => {
    const catalogue = await operatorToken(t.app, t.db, ['catalogue']);
    const forbidden = await consoleSlips(catalogue, [order.alder.id]);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 403, data: { error: 'FORBIDDEN' } });
    expect((await consoleSlips(alder.token, [order.alder.id])).statusCode).toBe(403);
    expect((await consoleSlips(market.shopper.token, [order.alder.id])).statusCode).toBe(403);
    expect((await sellerSlips({ ...alder, token: fulfilment }, [order.alder.id])).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/seller/orders/packing_slips',
      query: { ids: String(order.alder.id) },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it(`takes at most ${MAX_PACKING_SLIPS} orders, and says so in the caller's language`, async () => {
    const many = Array.from({ length: MAX_PACKING_SLIPS + 1 }, (_, index) => order.alder.id + index);
    for (const lang of ['zh-CN', 'tai'] as const) {
      const refused = (await sellerSlips(alder, many, lang)).json();
      expect(refused).toEqual({
        code: 0,
        msg: translate(lang, 'validation.packingSlipsLimit'),
        data: { error: 'VALIDATION', fields: { ids: 'packingSlipsLimit' } },
      });
      expect(refused.msg).toContain(String(MAX_PACKING_SLIPS));
    }
    // A hundred are taken: these are refused only because most are no order of the shop.
    const hundred = (await sellerSlips(alder, many.slice(0, MAX_PACKING_SLIPS))).json();
    expect(hundred).toMatchObject({ code: 0, data: { error: 'ORDER_NOT_FOUND' } });
    for (const bad of [['x'], [0], [order.alder.id, -1]]) {
      const refused = (await sellerSlips(alder, bad)).json();
      expect(refused).toMatchObject({
        code: 0,
        msg: translate('en', 'validation.idInvalid'),
        data: { error: 'VALIDATION' },
      });
    }
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/seller/orders/packing_slips',
      headers: { token: alder.token },
    });
    expect(none.json()).toMatchObject({ code: 0, data: { error: 'VALIDATION' } });
  });
});
