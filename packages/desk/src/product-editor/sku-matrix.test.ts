import { describe, expect, it } from 'vitest';
import { combinationsOf, fillColumn, reconcileSkus, type SkuRow, type SpecShape } from './sku-matrix.ts';

const spec = (id: string, values: string[]): SpecShape => ({ id, values: values.map((value) => ({ id: value })) });

/** A row priced after its combination, so a test can see which row landed where. */
function row(options: Record<string, string>, price: string, extra: Partial<SkuRow> = {}): SkuRow {
  return { options, price, compare_at_price: '', stock: 5, loaded_stock: 5, ...extra };
}

const color = spec('color', ['red', 'green', 'blue']);
const size = spec('size', ['s', 'm']);
const matrix = reconcileSkus(
  [color, size],
  [
    row({ color: 'red', size: 's' }, '1.00', { compare_at_price: '2.00', stock: 7, loaded_stock: 9, origin: '0.0' }),
    row({ color: 'red', size: 'm' }, '1.10'),
    row({ color: 'green', size: 's' }, '2.00'),
    row({ color: 'green', size: 'm' }, '2.10'),
    row({ color: 'blue', size: 's' }, '3.00'),
    row({ color: 'blue', size: 'm' }, '3.10'),
  ],
);
const prices = (rows: SkuRow[]) => rows.map((r) => r.price);

describe('combinationsOf', () => {
  it('lists every combination as ids in row-major order', () => {
    expect(combinationsOf([color, size])).toEqual([
      { color: 'red', size: 's' },
      { color: 'red', size: 'm' },
      { color: 'green', size: 's' },
      { color: 'green', size: 'm' },
      { color: 'blue', size: 's' },
      { color: 'blue', size: 'm' },
    ]);
  });

  it('gives one empty combination without specifications, and none when a specification has no value', () => {
    expect(combinationsOf([])).toEqual([{}]);
    expect(combinationsOf([color, spec('size', [])])).toEqual([]);
  });
});

describe('reconcileSkus', () => {
  it('keeps every field of a surviving row: price, compare-at price, stock, loaded stock and origin', () => {
    expect(reconcileSkus([color, size], matrix)).toEqual(matrix);
    expect(matrix[0]).toEqual({
      options: { color: 'red', size: 's' },
      price: '1.00',
      compare_at_price: '2.00',
      stock: 7,
      loaded_stock: 9,
      origin: '0.0',
    });
  });

  it('drops the rows of a value removed in the middle and keeps the later values’ rows whole', () => {
    const rows = reconcileSkus([spec('color', ['red', 'blue']), size], matrix);
    expect(prices(rows)).toEqual(['1.00', '1.10', '3.00', '3.10']);
    expect(rows[2]?.options).toEqual({ color: 'blue', size: 's' });
  });

  it('follows the values when they are reordered', () => {
    const rows = reconcileSkus([spec('color', ['blue', 'red', 'green']), size], matrix);
    expect(prices(rows)).toEqual(['3.00', '3.10', '1.00', '1.10', '2.00', '2.10']);
  });

  it('follows the specifications when they are reordered', () => {
    const rows = reconcileSkus([size, color], matrix);
    expect(prices(rows)).toEqual(['1.00', '2.00', '3.00', '1.10', '2.10', '3.10']);
    expect(rows[1]?.options).toEqual({ size: 's', color: 'green' });
  });

  it('adds empty rows for a new value: stock 0 and no loaded stock', () => {
    const rows = reconcileSkus([color, spec('size', ['s', 'm', 'l'])], matrix);
    expect(prices(rows)).toEqual(['1.00', '1.10', '', '2.00', '2.10', '', '3.00', '3.10', '']);
    expect(rows[2]).toEqual({ options: { color: 'red', size: 'l' }, price: '', compare_at_price: '', stock: 0 });
    expect(rows[2]).not.toHaveProperty('loaded_stock');
  });

  it('makes the existing rows the first value of a new specification', () => {
    const rows = reconcileSkus([color, size, spec('fabric', ['cotton', 'silk'])], matrix);
    expect(rows).toHaveLength(12);
    expect(prices(rows)).toEqual(['1.00', '', '1.10', '', '2.00', '', '2.10', '', '3.00', '', '3.10', '']);
    expect(rows[0]).toMatchObject({ options: { color: 'red', size: 's', fabric: 'cotton' }, loaded_stock: 9 });
    expect(rows[1]).toMatchObject({ options: { color: 'red', size: 's', fabric: 'silk' }, stock: 0 });
  });

  it('keeps, for each combination left after a specification is removed, the row of the removed one’s first value', () => {
    const rows = reconcileSkus([color], matrix);
    expect(rows.map((r) => r.options)).toEqual([{ color: 'red' }, { color: 'green' }, { color: 'blue' }]);
    expect(prices(rows)).toEqual(['1.00', '2.00', '3.00']);
    expect(reconcileSkus([size], matrix).map((r) => r.price)).toEqual(['1.00', '1.10']);
  });

  it('collapses to the first row when the last specification goes, and grows it back into the first value', () => {
    const single = reconcileSkus([], matrix);
    expect(single).toEqual([{ ...matrix[0], options: {} }]);
    const again = reconcileSkus([spec('color2', ['x', 'y'])], single);
    expect(prices(again)).toEqual(['1.00', '']);
  });

  it('starts a product without rows with one empty SKU', () => {
    expect(reconcileSkus([], [])).toEqual([{ options: {}, price: '', compare_at_price: '', stock: 0 }]);
  });

  it('never drops a row for a value that is only renamed: rows follow ids, not names', () => {
    const renamed: SpecShape = { id: 'color', values: [{ id: 'red' }, { id: 'green' }, { id: 'blue' }] };
    expect(reconcileSkus([renamed, size], matrix)).toEqual(matrix);
  });
});

describe('fillColumn', () => {
  it('sets one column on every row and leaves the others', () => {
    const filled = fillColumn(matrix, 'price', '9.90');
    expect(prices(filled)).toEqual(Array(6).fill('9.90'));
    expect(filled[0]).toMatchObject({ compare_at_price: '2.00', stock: 7, loaded_stock: 9 });
    expect(prices(matrix)[0]).toBe('1.00');
  });

  it('fills stock as a number and can clear compare-at prices', () => {
    expect(fillColumn(matrix, 'stock', 12).map((r) => r.stock)).toEqual(Array(6).fill(12));
    expect(fillColumn(matrix, 'compare_at_price', '').map((r) => r.compare_at_price)).toEqual(Array(6).fill(''));
  });
});
