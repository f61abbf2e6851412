import { describe, expect, it } from 'vitest';
import { columnOf } from './product-csv.ts';

describe('the CSV column of a save-schema issue', () => {
  it("names the file's columns, not the body's paths", () => {
    expect(columnOf(['skus', 3, 'price'])).toBe('price');
    expect(columnOf(['skus', 0, 'compare_at_price'])).toBe('compare_at_price');
    expect(columnOf(['skus', 2, 'options'])).toBe('value1.en');
    expect(columnOf(['skus', 1, 'weight_g'])).toBe('sku_weight_g');
    expect(columnOf(['hs_code'])).toBe('hs_code');
    expect(columnOf(['specs', 1, 'name', 'zh-CN'])).toBe('spec2.zh-CN');
    expect(columnOf(['specs', 0, 'values', 2, 'en'])).toBe('value1.en');
    expect(columnOf(['title', 'en'])).toBe('title.en');
    expect(columnOf(['images'])).toBe('images');
    expect(columnOf(['category_id'])).toBe('category_id');
  });
});
