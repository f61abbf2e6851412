import { describe, expect, it } from 'vitest';
import { answeredBy, changedPaths, inPageOrder, isListName, type ShownIssue } from './editor-issues.ts';

const issue = (...name: (string | number)[]): ShownIssue => ({ name, message: 'm', label: 'l' });

describe('changedPaths', () => {
  it('reads the fields antd reports changed, list items by index', () => {
    // antd's changed values of ['skus', 2, 'price'] hold holes before index 2.
    const sparse: unknown[] = [];
    sparse[2] = { price: '3' };
    expect(changedPaths({ skus: sparse })).toEqual([['skus', 2, 'price']]);
    expect(changedPaths({ title: { ri: 'x' } })).toEqual([['title', 'ri']]);
  });

  it('counts an emptied list as a change of the list itself', () => {
    expect(changedPaths({ images: [] })).toEqual([['images']]);
    expect(changedPaths({ images: ['/a', '/b'] })).toEqual([
      ['images', 0],
      ['images', 1],
    ]);
  });
});

describe('answeredBy', () => {
  it('takes back a field’s problem when the field or anything inside its list changes', () => {
    expect(answeredBy(issue('skus', 2, 'price'), [['skus', 2, 'price']])).toBe(true);
    expect(answeredBy(issue('skus', 2, 'price'), [['skus', 1, 'price']])).toBe(false);
    expect(answeredBy(issue('images'), [['images', 0]])).toBe(true);
    expect(answeredBy(issue('specs', 0, 'values'), [['specs', 0, 'values', 1, 'name', 'en']])).toBe(true);
  });

  it('keeps a problem of the product as a whole until the next save', () => {
    expect(answeredBy(issue(), [['code']])).toBe(false);
  });
});

describe('isListName', () => {
  it('tells the names shown beside a list or section from those of an input', () => {
    expect([[], ['skus'], ['specs'], ['specs', 1, 'values']].map((name) => isListName(name))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      [['images'], ['skus', 0, 'price'], ['specs', 1, 'values', 0, 'name', 'en']].map((n) => isListName(n)),
    ).toEqual([false, false, false]);
  });
});

describe('inPageOrder', () => {
  it('orders problems as the page shows their fields, the whole product last', () => {
    const ordered = inPageOrder([
      issue('skus', 0, 'price'),
      issue(),
      issue('shop_id'),
      issue('title', 'en'),
      issue('category_id'),
    ]);
    expect(ordered.map((i) => i.name.join('.'))).toEqual(['shop_id', 'category_id', 'title.en', 'skus.0.price', '']);
  });
});
