import { consoleProductSaveBody, sellerProductSaveBody } from '@shop/contract/console-catalogue';
import { describe, expect, it } from 'vitest';
import { PICTURES, TEE } from './product-fixtures.ts';
import {
  formFromProduct,
  issuesToFields,
  newLocalId,
  newSpec,
  type ProductFormValues,
  requestFromForm,
  requestIssues,
  serverIssues,
} from './product-form.ts';
import { reconcileSkus } from './sku-matrix.ts';

const text = (en: string, more: Record<string, string> = {}) => ({
  en,
  'zh-CN': '',
  ri: '',
  han: '',
  tai: '',
  ...more,
});

/** The T-shirt's form with `change` applied to a copy. */
function teeForm(change: (values: ProductFormValues) => void = () => {}): ProductFormValues {
  const values = structuredClone(formFromProduct(TEE));
  change(values);
  return values;
}

describe('formFromProduct', () => {
  it('starts a new product on sale, without specifications, with one empty SKU', () => {
    expect(formFromProduct(undefined)).toEqual({
      code: '',
      on_sale: true,
      title: text(''),
      description: text(''),
      images: [],
      specs: [],
      skus: [{ options: {}, price: '', compare_at_price: '', stock: 0 }],
      weight_g: null,
      length_mm: null,
      width_mm: null,
      height_mm: null,
      hs_code: '',
    });
  });

  it('loads every language (empty where not written) and names specifications and values by local ids', () => {
    const values = formFromProduct(TEE);
    expect(values).toMatchObject({ id: 42, shop_id: 3, category_id: 7, code: 'TEE-01', on_sale: true });
    expect(values.title).toEqual(text('Linen tee', { 'zh-CN': '亚麻T恤' }));
    expect(values.images).toEqual(PICTURES);
    expect(values.specs).toEqual([
      {
        id: 's0',
        name: text('Colour', { 'zh-CN': '颜色' }),
        values: [
          { id: 's0v0', name: text('Red', { 'zh-CN': '红色' }) },
          { id: 's0v1', name: text('Blue') },
        ],
      },
      {
        id: 's1',
        name: text('Size'),
        values: [
          { id: 's1v0', name: text('S') },
          { id: 's1v1', name: text('M') },
        ],
      },
    ]);
  });

  it('orders the SKUs by combination and remembers the stock each was loaded with', () => {
    expect(formFromProduct(TEE).skus).toEqual([
      {
        options: { s0: 's0v0', s1: 's1v0' },
        price: '12.50',
        compare_at_price: '15.00',
        stock: 10,
        loaded_stock: 10,
        origin: '0.0',
        weight_g: null,
      },
      {
        options: { s0: 's0v0', s1: 's1v1' },
        price: '12.50',
        compare_at_price: '',
        stock: 4,
        loaded_stock: 4,
        origin: '0.1',
        weight_g: 240,
      },
      {
        options: { s0: 's0v1', s1: 's1v0' },
        price: '13.00',
        compare_at_price: '',
        stock: 6,
        loaded_stock: 6,
        origin: '1.0',
        weight_g: null,
      },
      {
        options: { s0: 's0v1', s1: 's1v1' },
        price: '13.00',
        compare_at_price: '',
        stock: 0,
        loaded_stock: 0,
        origin: '1.1',
        weight_g: null,
      },
    ]);
  });
});

/** The T-shirt's parcel data as sent. */
const PARCEL = { weight_g: 220, length_mm: 300, width_mm: 250, height_mm: 30, hs_code: '610910', origin_country: 'PT' };
/** A new product's parcel data as sent: none known. */
const NO_PARCEL = {
  weight_g: null,
  length_mm: null,
  width_mm: null,
  height_mm: null,
  hs_code: null,
  origin_country: null,
};

describe('requestFromForm', () => {
  const teeBody = {
    id: 42,
    shop_id: 3,
    code: 'TEE-01',
    category_id: 7,
    title: { en: 'Linen tee', 'zh-CN': '亚麻T恤' },
    description: { en: 'Soft linen.', 'zh-CN': '柔软亚麻。' },
    images: PICTURES,
    specs: [
      { name: { en: 'Colour', 'zh-CN': '颜色' }, values: [{ en: 'Red', 'zh-CN': '红色' }, { en: 'Blue' }] },
      { name: { en: 'Size' }, values: [{ en: 'S' }, { en: 'M' }] },
    ],
    skus: [
      { options: [0, 0], price: '12.50', compare_at_price: '15.00', stock: 10, loaded_stock: 10, weight_g: null },
      { options: [0, 1], price: '12.50', compare_at_price: null, stock: 4, loaded_stock: 4, weight_g: 240 },
      { options: [1, 0], price: '13.00', compare_at_price: null, stock: 6, loaded_stock: 6, weight_g: null },
      { options: [1, 1], price: '13.00', compare_at_price: null, stock: 0, loaded_stock: 0, weight_g: null },
    ],
    on_sale: true,
    ...PARCEL,
  };

  it('sends a loaded product back as the console body the contract accepts', () => {
    const body = requestFromForm(formFromProduct(TEE), { shopId: 3 });
    expect(body).toEqual(teeBody);
    expect(consoleProductSaveBody.safeParse(body).success).toBe(true);
  });

  it('leaves out shop_id for the seller center', () => {
    const { shop_id: _shop, ...sellerBody } = teeBody;
    const body = requestFromForm(formFromProduct(TEE));
    expect(body).toEqual(sellerBody);
    expect(sellerProductSaveBody.safeParse(body).success).toBe(true);
  });

  it('trims texts, drops empty translations and codes, and sends an empty compare-at price as null', () => {
    const body = requestFromForm(
      teeForm((values) => {
        values.title = text('  Linen tee ', { ri: '   ', han: ' 린넨 티셔츠 ' });
        values.code = '  ';
        if (values.skus[0]) values.skus[0].compare_at_price = ' ';
      }),
    );
    expect(body.title).toEqual({ en: 'Linen tee', han: '린넨 티셔츠' });
    expect(body).not.toHaveProperty('code');
    expect(body.skus[0]?.compare_at_price).toBeNull();
  });

  it('gives a new product no id and its single SKU no options and no loaded stock', () => {
    const values = formFromProduct(undefined);
    values.category_id = 7;
    values.title.en = 'Mug';
    values.description.en = 'A mug.';
    values.images = [PICTURES[0] as string];
    values.skus = [{ ...values.skus[0], options: {}, price: '4', stock: 3 } as ProductFormValues['skus'][number]];
    const body = requestFromForm(values);
    expect(body).toEqual({
      category_id: 7,
      title: { en: 'Mug' },
      description: { en: 'A mug.' },
      images: [PICTURES[0]],
      specs: [],
      skus: [{ options: [], price: '4', compare_at_price: null, stock: 3, weight_g: null }],
      on_sale: true,
      ...NO_PARCEL,
    });
    expect(sellerProductSaveBody.safeParse(body).success).toBe(true);
  });

  it('turns ids into indexes after a value is removed, and keeps loaded_stock only where the tuple is unchanged', () => {
    const body = requestFromForm(
      teeForm((values) => {
        const colour = values.specs[0];
        if (colour) colour.values = colour.values.filter((value) => value.id !== 's0v0');
        values.skus = reconcileSkus(values.specs, values.skus);
      }),
    );
    expect(body.specs[0]?.values).toEqual([{ en: 'Blue' }]);
    // Blue's SKUs move from tuples 1.x to 0.x, where the server has Red's: their stock is set, not adjusted.
    expect(body.skus).toEqual([
      { options: [0, 0], price: '13.00', compare_at_price: null, stock: 6, weight_g: null },
      { options: [0, 1], price: '13.00', compare_at_price: null, stock: 0, weight_g: null },
    ]);
  });

  it('sends the rows of a new specification with the existing prices on its first value and new rows without loaded stock', () => {
    const body = requestFromForm(
      teeForm((values) => {
        const fabric = newSpec();
        fabric.name.en = 'Fabric';
        fabric.values.push({ id: newLocalId(), name: text('Silk') });
        values.specs.push(fabric);
        values.skus = reconcileSkus(values.specs, values.skus);
      }),
    );
    expect(body.skus).toHaveLength(8);
    expect(body.skus[0]).toEqual({
      options: [0, 0, 0],
      price: '12.50',
      compare_at_price: '15.00',
      stock: 10,
      weight_g: null,
    });
    expect(body.skus[1]).toEqual({ options: [0, 0, 1], price: '', compare_at_price: null, stock: 0, weight_g: null });
  });
});

describe('requestIssues', () => {
  it('finds nothing in a valid request', () => {
    expect(requestIssues(sellerProductSaveBody, requestFromForm(formFromProduct(TEE)))).toEqual([]);
  });

  it('lists the cross-field problems even while a field has the wrong type (zod alone would skip them)', () => {
    const body = requestFromForm(
      teeForm((values) => {
        values.category_id = undefined;
        if (values.skus[1]) values.skus[1].price = 'ten';
        if (values.skus[1]) values.skus[1].compare_at_price = '1.00';
        if (values.skus[2]) values.skus[2].stock = null;
        if (values.skus[3]) values.skus[3].compare_at_price = '13.00';
      }),
    );
    expect(sellerProductSaveBody.safeParse(body).error?.issues).toHaveLength(3);
    expect(requestIssues(sellerProductSaveBody, body).map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['category_id', 'categoryRequired'],
      ['skus.1.price', 'amountInvalid'],
      ['skus.2.stock', 'stockInvalid'],
      // Not skus.1's compare-at price: its price is not known, so neither is whether it is above.
      ['skus.3.compare_at_price', 'compareAtAbovePrice'],
    ]);
  });
});

describe('issuesToFields', () => {
  const issuesOf = (values: ProductFormValues) =>
    issuesToFields(requestIssues(consoleProductSaveBody, requestFromForm(values, { shopId: values.shop_id })));

  it('puts each schema issue of a bad form on the field that shows it', () => {
    const fields = issuesOf(
      teeForm((values) => {
        values.title.en = ' ';
        values.category_id = undefined;
        values.shop_id = undefined;
        values.images = [];
        values.code = 'no spaces';
        const [first, , , fourth] = values.skus;
        if (first) first.stock = null;
        if (fourth) fourth.compare_at_price = '12.00';
        const size = values.specs[1];
        if (size?.values[1]) size.values[1].name.en = 's';
      }),
    );
    expect(fields).toEqual(
      expect.arrayContaining([
        { name: ['title', 'en'], errors: ['textEnRequired'] },
        { name: ['category_id'], errors: ['categoryRequired'] },
        { name: ['shop_id'], errors: ['shopRequired'] },
        { name: ['images'], errors: ['pictureCount'] },
        { name: ['code'], errors: ['codeInvalid'] },
        { name: ['skus', 0, 'stock'], errors: ['stockInvalid'] },
        { name: ['skus', 3, 'compare_at_price'], errors: ['compareAtAbovePrice'] },
        { name: ['specs', 1, 'values', 1, 'name', 'en'], errors: ['specValueDuplicate'] },
      ]),
    );
    expect(fields).toHaveLength(8);
  });

  it('names a missing price, an empty specification name and an empty value', () => {
    const fields = issuesOf(
      teeForm((values) => {
        if (values.skus[2]) values.skus[2].price = '';
        const colour = values.specs[0];
        if (colour) colour.name.en = '';
        if (colour?.values[0]) colour.values[0].name = text('', { 'zh-CN': '红色' });
      }),
    );
    expect(fields).toEqual([
      { name: ['specs', 0, 'name', 'en'], errors: ['textEnRequired'] },
      { name: ['specs', 0, 'values', 0, 'name', 'en'], errors: ['textEnRequired'] },
      { name: ['skus', 2, 'price'], errors: ['amountInvalid'] },
    ]);
  });

  it('maps whole-list, hidden and unknown paths, merges a field’s messages and replaces unknown messages', () => {
    expect(
      issuesToFields([
        { path: ['skus'], message: 'skuCombinations' },
        { path: ['skus', 2, 'options'], message: 'skuCombinations' },
        { path: ['skus', 1, 'loaded_stock'], message: 'stockInvalid' },
        { path: ['skus', 1], message: 'Invalid input' },
        { path: ['specs'], message: 'specCount' },
        { path: ['specs', 0, 'values'], message: 'specValuesRequired' },
        { path: ['images', 3], message: 'pictureInvalid' },
        { path: ['images'], message: 'pictureCount' },
        { path: ['description'], message: 'textEnRequired' },
        { path: ['title', 'ri'], message: 'tooLong' },
        { path: [], message: 'unknownField' },
        { path: ['owner'], message: 'Unrecognized key' },
      ]),
    ).toEqual([
      { name: ['skus'], errors: ['skuCombinations'] },
      { name: ['skus', 1, 'stock'], errors: ['stockInvalid'] },
      { name: ['skus', 1, 'price'], errors: ['invalidField'] },
      { name: ['specs'], errors: ['specCount'] },
      { name: ['specs', 0, 'values'], errors: ['specValuesRequired'] },
      { name: ['images'], errors: ['pictureInvalid', 'pictureCount'] },
      { name: ['description', 'en'], errors: ['textEnRequired'] },
      { name: ['title', 'ri'], errors: ['tooLong'] },
      { name: [], errors: ['unknownField', 'invalidField'] },
    ]);
  });
});

describe('serverIssues', () => {
  it('reads the server’s dotted paths, numbers as indexes', () => {
    expect(
      serverIssues({ 'skus.3.compare_at_price': 'compareAtAbovePrice', code: 'codeInvalid', '': 'invalidField' }),
    ).toEqual([
      { path: ['skus', 3, 'compare_at_price'], message: 'compareAtAbovePrice' },
      { path: ['code'], message: 'codeInvalid' },
      { path: [], message: 'invalidField' },
    ]);
    expect(issuesToFields(serverIssues({ 'title.zh-CN': 'tooLong' }))).toEqual([
      { name: ['title', 'zh-CN'], errors: ['tooLong'] },
    ]);
  });
});
