import type { SkuDto, SpecDto } from '@shop/contract/catalogue';
import { describe, expect, it } from 'vitest';
import {
  chosenValues,
  clampQuantity,
  displayed,
  findSku,
  initialChoice,
  isComplete,
  isValueSelectable,
  openDimensions,
  toggleValue,
} from './sku-selection.ts';

/** Colour (Red, Blue) × Size (S, M, L), with value indexes that are not array positions, as the API allows. */
const specs: SpecDto[] = [
  {
    name: 'Colour',
    values: [
      { index: 0, name: 'Red' },
      { index: 1, name: 'Blue' },
    ],
  },
  {
    name: 'Size',
    values: [
      { index: 10, name: 'S' },
      { index: 11, name: 'M' },
      { index: 12, name: 'L' },
    ],
  },
];
const sku = (id: number, colour: number, size: number, price: string, stock: number): SkuDto => ({
  id,
  options: [colour, size],
  price,
  compare_at_price: null,
  stock,
});
const skus: SkuDto[] = [
  sku(1, 0, 10, '10.00', 5),
  sku(2, 0, 11, '12.00', 0), // Red M sold out
  sku(3, 0, 12, '14.00', 2),
  sku(4, 1, 10, '11.00', 0), // Blue S sold out
  sku(5, 1, 11, '13.00', 7),
  sku(6, 1, 12, '9.50', 0), // Blue L sold out (and the cheapest)
];
const product = { price: '9.50', stock: 14 };

describe('initialChoice', () => {
  it('leaves every dimension open when each has several values', () => {
    expect(initialChoice(specs, skus)).toEqual([null, null]);
  });

  it('picks the only value of a one-value dimension when it is in stock', () => {
    const oneColour: SpecDto[] = [{ name: 'Colour', values: [{ index: 3, name: 'Black' }] }, specs[1]!];
    const oneColourSkus = [{ id: 1, options: [3, 10], price: '1.00', compare_at_price: null, stock: 1 }];
    expect(initialChoice(oneColour, oneColourSkus)).toEqual([3, null]);
  });

  it('does not pick a lone value that is sold out everywhere', () => {
    const oneColour: SpecDto[] = [{ name: 'Colour', values: [{ index: 3, name: 'Black' }] }];
    expect(
      initialChoice(oneColour, [{ id: 1, options: [3], price: '1.00', compare_at_price: null, stock: 0 }]),
    ).toEqual([null]);
  });

  it('is an empty, complete choice for a product without specifications', () => {
    expect(initialChoice([], [])).toEqual([]);
    expect(isComplete([])).toBe(true);
  });
});

describe('findSku', () => {
  it('finds the SKU of a full choice, by value index', () => {
    expect(findSku(skus, [1, 11])?.id).toBe(5);
    expect(findSku(skus, [0, 12])?.id).toBe(3);
  });

  it('finds a sold-out SKU too (the stock decides the buttons, not the lookup)', () => {
    expect(findSku(skus, [0, 11])?.id).toBe(2);
  });

  it('finds nothing while a dimension is open', () => {
    expect(findSku(skus, [1, null])).toBeUndefined();
    expect(findSku(skus, [null, null])).toBeUndefined();
  });

  it('finds nothing for a combination the product does not have', () => {
    expect(findSku(skus, [2, 10])).toBeUndefined();
  });

  it('finds the single SKU of a product without specifications', () => {
    expect(findSku([{ id: 9, options: [], price: '3.00', compare_at_price: null, stock: 4 }], [])?.id).toBe(9);
  });
});

describe('isValueSelectable', () => {
  it('allows every value with stock somewhere when nothing is chosen', () => {
    expect(isValueSelectable(skus, [null, null], 0, 0)).toBe(true);
    expect(isValueSelectable(skus, [null, null], 0, 1)).toBe(true);
    expect(isValueSelectable(skus, [null, null], 1, 10)).toBe(true);
    expect(isValueSelectable(skus, [null, null], 1, 11)).toBe(true);
    expect(isValueSelectable(skus, [null, null], 1, 12)).toBe(true);
  });

  it('disables sizes that are sold out in the chosen colour', () => {
    // Red: S and L in stock, M sold out.
    expect(isValueSelectable(skus, [0, null], 1, 10)).toBe(true);
    expect(isValueSelectable(skus, [0, null], 1, 11)).toBe(false);
    expect(isValueSelectable(skus, [0, null], 1, 12)).toBe(true);
    // Blue: only M.
    expect(isValueSelectable(skus, [1, null], 1, 10)).toBe(false);
    expect(isValueSelectable(skus, [1, null], 1, 11)).toBe(true);
    expect(isValueSelectable(skus, [1, null], 1, 12)).toBe(false);
  });

  it('disables colours that are sold out in the chosen size', () => {
    expect(isValueSelectable(skus, [null, 11], 0, 0)).toBe(false);
    expect(isValueSelectable(skus, [null, 11], 0, 1)).toBe(true);
  });

  it("ignores the dimension's own pick, so the shopper can switch values directly", () => {
    // Red S chosen: Blue is still selectable only if Blue S is in stock (it is not); Red stays selectable.
    expect(isValueSelectable(skus, [0, 10], 0, 1)).toBe(false);
    expect(isValueSelectable(skus, [0, 10], 0, 0)).toBe(true);
    // Red S chosen: switching the size to L stays possible.
    expect(isValueSelectable(skus, [0, 10], 1, 12)).toBe(true);
  });

  it('disables a value that no SKU has at all', () => {
    expect(isValueSelectable(skus, [null, null], 0, 7)).toBe(false);
  });

  it('disables everything when every SKU is sold out', () => {
    const soldOut = skus.map((s) => ({ ...s, stock: 0 }));
    expect(
      specs.flatMap((spec, dim) => spec.values.map((v) => isValueSelectable(soldOut, [null, null], dim, v.index))),
    ).not.toContain(true);
  });
});

describe('toggleValue', () => {
  it('picks a value in its dimension only', () => {
    expect(toggleValue([null, null], 1, 12)).toEqual([null, 12]);
    expect(toggleValue([0, 12], 0, 1)).toEqual([1, 12]);
  });

  it('opens the dimension again when the picked value is tapped', () => {
    expect(toggleValue([0, 12], 1, 12)).toEqual([0, null]);
  });

  it('returns a new array and leaves the old choice untouched', () => {
    const before = [0, null] as const;
    const after = toggleValue(before, 1, 10);
    expect(before).toEqual([0, null]);
    expect(after).not.toBe(before);
  });
});

describe('displayed', () => {
  it("shows the product's lowest price as 'from' and its total stock when nothing is chosen", () => {
    expect(displayed(product, skus, [null, null])).toEqual({ sku: undefined, price: '9.50', from: true, stock: 14 });
  });

  it("shows the chosen SKU's own price and stock", () => {
    expect(displayed(product, skus, [1, 11])).toEqual({ sku: skus[4], price: '13.00', from: false, stock: 7 });
    expect(displayed(product, skus, [0, 12])).toMatchObject({ price: '14.00', from: false, stock: 2 });
  });

  it('shows a sold-out SKU with stock 0', () => {
    expect(displayed(product, skus, [0, 11])).toMatchObject({ sku: skus[1], price: '12.00', stock: 0 });
  });

  it('narrows to the in-stock SKUs a partial choice can still lead to', () => {
    // Red: S 10.00 (5) and L 14.00 (2) in stock.
    expect(displayed(product, skus, [0, null])).toEqual({ sku: undefined, price: '10.00', from: true, stock: 7 });
    // Blue: only M 13.00 (7) in stock; the sold-out, cheaper Blue L does not count.
    expect(displayed(product, skus, [1, null])).toEqual({ sku: undefined, price: '13.00', from: false, stock: 7 });
  });

  it('compares prices as numbers, not as text', () => {
    const text = [sku(1, 0, 10, '9.00', 1), sku(2, 0, 11, '10.00', 1)];
    expect(displayed({ price: '9.00', stock: 2 }, text, [0, null]).price).toBe('9.00');
  });

  it('says "from" only when the prices differ', () => {
    const same = [sku(1, 0, 10, '5.00', 1), sku(2, 1, 10, '5.00', 1)];
    expect(displayed({ price: '5.00', stock: 2 }, same, [null, null]).from).toBe(false);
    expect(displayed({ price: '5.00', stock: 2 }, same, [null, 10]).from).toBe(false);
  });

  it('falls back to the product when there are no SKUs', () => {
    expect(displayed({ price: '4.00', stock: 0 }, [], [])).toEqual({
      sku: undefined,
      price: '4.00',
      from: false,
      stock: 0,
    });
  });
});

describe('openDimensions and chosenValues', () => {
  it('names the dimensions still open, in order', () => {
    expect(openDimensions(specs, [null, null])).toEqual(['Colour', 'Size']);
    expect(openDimensions(specs, [1, null])).toEqual(['Size']);
    expect(openDimensions(specs, [1, 12])).toEqual([]);
  });

  it('names the chosen values by their index, in order', () => {
    expect(chosenValues(specs, [1, 12])).toEqual(['Blue', 'L']);
    expect(chosenValues(specs, [null, 10])).toEqual(['S']);
    expect(chosenValues(specs, [null, null])).toEqual([]);
  });
});

describe('clampQuantity', () => {
  it('keeps the quantity between 1 and the stock', () => {
    expect(clampQuantity(3, 7)).toBe(3);
    expect(clampQuantity(9, 7)).toBe(7);
    expect(clampQuantity(0, 7)).toBe(1);
    expect(clampQuantity(-2, 7)).toBe(1);
  });

  it('stays at 1 when nothing is in stock, and drops fractions', () => {
    expect(clampQuantity(4, 0)).toBe(1);
    expect(clampQuantity(2.7, 7)).toBe(2);
    expect(clampQuantity(Number.NaN, 7)).toBe(1);
  });
});
