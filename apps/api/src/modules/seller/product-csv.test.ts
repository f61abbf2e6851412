import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, type TestApp, uniqueAccount } from '../../../test/helper.ts';
import { operatorToken } from '../../../test/order-fixture.ts';
import { multipartBody, picture } from '../upload/upload-fixtures.ts';
import type { AppDeps } from '../../app-deps.ts';
import { CSV_COLUMNS, OLD_COLUMN_COUNT } from './product-csv.ts';
import { importProducts } from './product-csv.service.ts';

/**
 * The product CSV (docs/domain.md#catalogue-and-search) through the seller center: the 55 columns (and the older 48),
 * create and update by product code, a product with one bad row not saved at all, every bad row reported with its
 * line, an export that imports unchanged, parcel data (docs/domain.md#product-parcel-data) kept by an older file.
 */
describe(`product CSV (${engine})`, { timeout: 60_000 }, () => {
  let t: TestApp;
  let dataDir: string;
  let token: string;
  let categoryId: number;
  let picture1: string;

  async function upload(url: string, as: string) {
    const { body, contentType } = multipartBody([
      { field: 'file', filename: 'p.png', contentType: 'image/png', data: await picture('png', 800, 800) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { token: as, 'content-type': contentType },
      payload: body,
    });
    return res.json().data.url as string;
  }

  async function importCsv(text: string, lang = 'en') {
    const { body, contentType } = multipartBody([
      { field: 'file', filename: 'products.csv', contentType: 'text/csv', data: Buffer.from(text, 'utf8') },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/seller/products/import',
      headers: { token, lang, 'content-type': contentType },
      payload: body,
    });
    return res.json();
  }

  async function exportCsv(): Promise<string> {
    const res = await t.app.inject({ method: 'GET', url: '/api/seller/products/export', headers: { token } });
    expect(res.headers['content-type']).toContain('text/csv');
    return res.body;
  }

  /** One row in the layout from the columns given (the rest empty). */
  const row = (cells: Partial<Record<(typeof CSV_COLUMNS)[number], string>>) =>
    CSV_COLUMNS.map((name) => cells[name] ?? '');
  const file = (rows: string[][]) => stringify([[...CSV_COLUMNS], ...rows]);

  /** A product of two colours × two sizes, as four rows; the first carries the product's columns. */
  function product(code: string, title: string, overrides: Record<number, Record<string, string>> = {}) {
    const combos = [
      ['Red', 'S'],
      ['Red', 'M'],
      ['Blue', 'S'],
      ['Blue', 'M'],
    ];
    return combos.map(([colour, size], i) =>
      row({
        code,
        ...(i === 0
          ? {
              category_id: String(categoryId),
              on_sale: 'true',
              'title.en': title,
              'title.zh-CN': `${title}（中文）`,
              'description.en': 'Soft cotton, "quoted", with a comma, and\na second line.',
              images: picture1,
              'spec1.en': 'Colour',
              'spec1.zh-CN': '颜色',
              'spec2.en': 'Size',
            }
          : {}),
        'value1.en': colour,
        'value2.en': size,
        price: (20 + i).toFixed(2),
        stock: '10',
        ...overrides[i],
      }),
    );
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-csv-'));
    t = await buildTestApp({ dataDir });
    const catalogue = await operatorToken(t.app, t.db, ['catalogue']);
    const icon = await upload('/api/console/upload', catalogue);
    categoryId = (
      await call(t.app, 'POST', '/api/console/category/save', {
        token: catalogue,
        body: { name: { en: 'Tees' }, icon },
      })
    ).data.id;
    const account = uniqueAccount('csv');
    const applied = await call(t.app, 'POST', '/api/seller/apply', {
      body: {
        account,
        password: 'seller-secret-1',
        confirm_password: 'seller-secret-1',
        shop_name: { en: 'CSV Tees' },
        contact_name: 'Kim',
        email: 'kim@tees.example',
        mobile: '+82 10 0000 0000',
        country: 'KR',
      },
    });
    await call(t.app, 'POST', '/api/console/seller_application/approve', {
      token: catalogue,
      body: { id: applied.data.id },
    });
    token = (await call(t.app, 'POST', '/api/seller/login', { body: { account, password: 'seller-secret-1' } })).data
      .token;
    picture1 = await upload('/api/seller/upload', token);
  });

  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates products from their rows, with specifications, SKUs, languages and quoted texts', async () => {
    const result = await importCsv(
      `\uFEFF${file([...product('TEE-1', 'Plain tee'), ...product('TEE-2', 'Striped tee')])}`,
    );
    expect(result).toMatchObject({ code: 1, data: { created: 2, updated: 0, errors: [] } });
    const list = await call(t.app, 'GET', '/api/seller/products', { token, query: { keyword: 'TEE-1' } });
    const id = list.data.list[0].id;
    const saved = (await call(t.app, 'GET', '/api/seller/product', { token, query: { id } })).data;
    expect(saved).toMatchObject({
      code: 'TEE-1',
      title: { en: 'Plain tee', 'zh-CN': 'Plain tee（中文）' },
      description: { en: 'Soft cotton, "quoted", with a comma, and\na second line.' },
      specs: [{ name: { en: 'Colour', 'zh-CN': '颜色' } }, { name: { en: 'Size' } }],
    });
    expect(saved.skus.map((s: { options: number[]; price: string }) => [s.options.join(), s.price])).toEqual([
      ['0,0', '20.00'],
      ['0,1', '21.00'],
      ['1,0', '22.00'],
      ['1,1', '23.00'],
    ]);
  });

  it('an export imported unchanged creates 0, updates every product and reports no error', async () => {
    const exported = await exportCsv();
    expect(exported.startsWith('\uFEFF')).toBe(false);
    const records = parse(exported) as string[][];
    expect(records[0]).toEqual([...CSV_COLUMNS]);
    expect(records).toHaveLength(1 + 8);
    const result = await importCsv(exported);
    expect(result).toMatchObject({ code: 1, data: { created: 0, updated: 2, errors: [] } });
    // Nothing changed: the same export again.
    expect(await exportCsv()).toBe(exported);
  });

  it('saves the good products and none of a product with a bad row, naming every bad row by its line', async () => {
    const bad = product('TEE-3', 'Broken tee', {
      1: { price: '0' },
      3: { compare_at_price: '1.00' },
    });
    const good = product('TEE-4', 'Good tee');
    const text = file([...good, ...bad, ...product('TEE-5', 'Another good tee')]);
    const result = await importCsv(text);
    expect(result.code).toBe(1);
    expect(result.data).toMatchObject({ created: 2, updated: 0 });
    // Header = line 1; TEE-4 lines 2–5 (its description spans two lines: records start on 2, 4, 5, 6);
    // TEE-3 starts at 7 (two lines), so its second row is line 9 and its fourth line 11.
    const lines = result.data.errors.map((e: { row: number }) => e.row);
    expect(lines).toEqual([9, 11]);
    // Each message names the file's column, as the seller sees it.
    expect(result.data.errors[0].message).toBe('price: Enter a price of at least 0.01');
    expect(result.data.errors[1].message).toBe('compare_at_price: The compare-at price must be above the price');
    expect(result.data.errors[1].message).toContain('The compare-at price must be above the price');
    const codes = (await call(t.app, 'GET', '/api/seller/products', { token, query: { limit: 50 } })).data.list.map(
      (p: { code: string }) => p.code,
    );
    expect(codes).toEqual(expect.arrayContaining(['TEE-4', 'TEE-5']));
    expect(codes).not.toContain('TEE-3');
  });

  it('refuses a product with a NUL character in a cell as a bad row, and saves the others', async () => {
    const report = await importCsv(
      file([
        ...product('NUL-1', 'Bad\u0000title'),
        ...product('NUL-2', 'Good title'),
        ...product('NUL-3', 'Bad size', { 2: { 'value2.en': 'S\u0000' } }),
      ]),
    );
    expect(report).toMatchObject({
      code: 1,
      data: {
        created: 1,
        errors: [
          { row: 2, message: 'title.en: Invalid value: title.en' },
          { row: 12, message: 'value2.en: Invalid value: value2.en' },
        ],
      },
    });
  });

  it('refuses a product with a lone surrogate in a cell as a bad row, as a NUL (text that is not Unicode)', async () => {
    // A file arrives as UTF-8, which cannot carry a lone surrogate; the import's own rule is shown on its text.
    const seller = await t.db.selectFrom('sellers').select(['id', 'shop_id']).executeTakeFirstOrThrow();
    const deps = { db: t.db, config: t.config, log: t.app.log, pictures: t.pictures } as unknown as AppDeps;
    const text = file([...product('SUR-1', 'Bad\ud800title'), ...product('SUR-2', 'Good title')]);
    const report = await importProducts(deps, { id: seller.id, shopId: seller.shop_id ?? 0 }, text, 'en');
    expect(report).toMatchObject({ created: 1, errors: [{ row: 2, message: 'title.en: Invalid value: title.en' }] });
  });

  it("refuses a file that is not the layout, whole, with a clear message in the seller's language", async () => {
    const wrong = await importCsv('code,title\nA,B\n');
    expect(wrong).toMatchObject({ code: 0, data: { error: 'CSV_INVALID' } });
    expect(wrong.msg).toContain('expected 55 (or the older 48) columns');
    const zh = await importCsv('code,title\nA,B\n', 'zh-CN');
    expect(zh.msg).toContain('文件不是商品 CSV');
    const orphan = await importCsv(file([row({ 'title.en': 'No code', price: '1.00', stock: '1' })]));
    expect(orphan.data).toMatchObject({
      created: 0,
      updated: 0,
      errors: [{ row: 2, message: "A product's first row needs its product code" }],
    });
  });

  it('applies only what the seller changed to stock: loaded_stock keeps reservations', async () => {
    const before = await exportCsv();
    const records = parse(before) as string[][];
    const stockAt = CSV_COLUMNS.indexOf('stock');
    const loadedAt = CSV_COLUMNS.indexOf('loaded_stock');
    const first = records[1] ?? [];
    // The shop sold 3 meanwhile (as an order would reserve them): the file still says 10 loaded.
    const code = first[0] ?? '';
    const product = await t.db.selectFrom('products').select('id').where('code', '=', code).executeTakeFirstOrThrow();
    const sku = await t.db
      .selectFrom('skus')
      .select('id')
      .where('product_id', '=', product.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('skus').set({ stock: 7 }).where('id', '=', sku.id).execute();
    first[stockAt] = '15';
    expect(first[loadedAt]).toBe('10');
    const result = await importCsv(stringify(records));
    expect(result.data.errors).toEqual([]);
    const after = await t.db.selectFrom('skus').select('stock').where('id', '=', sku.id).executeTakeFirstOrThrow();
    expect(after.stock).toBe(12);
  });

  describe('parcel data (columns 49–55)', () => {
    const parcel = {
      weight_g: '450',
      length_mm: '300',
      width_mm: '200',
      height_mm: '40',
      hs_code: '0610100000',
      origin_country: 'KR',
    };
    const productOf = async (code: string) => {
      const list = await call(t.app, 'GET', '/api/seller/products', { token, query: { keyword: code } });
      return (await call(t.app, 'GET', '/api/seller/product', { token, query: { id: list.data.list[0].id } })).data;
    };
    const weights = (saved: { skus: { weight_g: number | null }[] }) => saved.skus.map((sku) => sku.weight_g);
    /** The file's rows cut to the 48 columns of the older layout. */
    const oldFile = (rows: string[][]) =>
      stringify([CSV_COLUMNS.slice(0, OLD_COLUMN_COUNT), ...rows.map((r) => r.slice(0, OLD_COLUMN_COUNT))]);

    it('round-trips all 55 columns: saved from a file, exported the same, imported again unchanged', async () => {
      const rows = product('PARCEL-1', 'Parcel tee', { 0: parcel, 2: { sku_weight_g: '520' } });
      expect(await importCsv(file(rows))).toMatchObject({ code: 1, data: { created: 1, errors: [] } });
      const saved = await productOf('PARCEL-1');
      expect(saved).toMatchObject({ ...parcel, weight_g: 450, length_mm: 300, width_mm: 200, height_mm: 40 });
      expect(weights(saved)).toEqual([null, null, 520, null]);

      const exported = await exportCsv();
      const records = parse(exported) as string[][];
      expect(records.every((record) => record.length === 55)).toBe(true);
      const mine = records.filter((record) => record[0] === 'PARCEL-1');
      expect(mine[0]?.slice(48)).toEqual(['450', '300', '200', '40', '0610100000', 'KR', '']);
      expect(mine.map((record) => record[54])).toEqual(['', '', '520', '']);
      expect(mine[1]?.slice(48, 54)).toEqual(['', '', '', '', '', '']);

      const again = await importCsv(exported);
      expect(again.data).toMatchObject({ created: 0, errors: [] });
      expect(await exportCsv()).toBe(exported);
    });

    it('still imports a 48-column file: an existing product keeps its parcel data, a new one has none', async () => {
      const changed = product('PARCEL-1', 'Parcel tee renamed');
      const report = await importCsv(oldFile([...changed, ...product('PARCEL-OLD', 'Old layout tee')]));
      expect(report).toMatchObject({ code: 1, data: { created: 1, updated: 1, errors: [] } });
      const kept = await productOf('PARCEL-1');
      expect(kept).toMatchObject({ title: { en: 'Parcel tee renamed' }, weight_g: 450, hs_code: '0610100000' });
      expect(weights(kept)).toEqual([null, null, 520, null]);
      const fresh = await productOf('PARCEL-OLD');
      expect(fresh).toMatchObject({ weight_g: null, length_mm: null, hs_code: null, origin_country: null });
      expect(weights(fresh)).toEqual([null, null, null, null]);
    });

    it('reports a bad weight, size, HS code, origin or SKU weight on its row, translated, and saves none of it', async () => {
      const bad = product('PARCEL-BAD', 'Bad parcel', {
        0: { weight_g: 'heavy', height_mm: '0', hs_code: '61.09', origin_country: 'Korea' },
        3: { sku_weight_g: '1.5' },
      });
      const report = await importCsv(file(bad));
      expect(report.data).toMatchObject({ created: 0, updated: 0 });
      // Header = line 1; the first row's description spans lines 2–3, so the rows start on 2, 4, 5, 6.
      expect(report.data.errors).toEqual([
        { row: 2, message: 'weight_g: Please enter the weight in whole grams (1 to 1,000,000)' },
        { row: 2, message: 'height_mm: Please enter the size in whole millimetres (1 to 10,000)' },
        { row: 2, message: 'hs_code: The HS code is 6 to 10 digits' },
        { row: 2, message: 'origin_country: Please choose a country or region' },
        { row: 6, message: 'sku_weight_g: Please enter the weight in whole grams (1 to 1,000,000)' },
      ]);
      const ri = await importCsv(file(bad), 'ri');
      expect(ri.data.errors[2]).toEqual({ row: 2, message: 'hs_code: HSコードは6〜10桁の数字です' });
      const codes = (await call(t.app, 'GET', '/api/seller/products', { token, query: { limit: 50 } })).data.list;
      expect(codes.map((p: { code: string }) => p.code)).not.toContain('PARCEL-BAD');
    });
  });
});
