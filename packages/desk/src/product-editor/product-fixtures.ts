import type { ProductEditDto } from '@shop/contract/console-catalogue';

/** Pictures as the upload call answers them. */
export const PICTURES = ['/uploads/desk/tee_front_0001.webp', '/uploads/desk/tee_back_00002.webp'];

/** A T-shirt in 2 colours × 2 sizes, as GET …/product answers it (tests only). */
export const TEE: ProductEditDto = {
  id: 42,
  shop_id: 3,
  shop_name: 'Blue Harbor',
  code: 'TEE-01',
  category_id: 7,
  title: { en: 'Linen tee', 'zh-CN': '亚麻T恤', ri: '' },
  description: { en: 'Soft linen.', 'zh-CN': '柔软亚麻。' },
  images: PICTURES,
  specs: [
    { name: { en: 'Colour', 'zh-CN': '颜色' }, values: [{ en: 'Red', 'zh-CN': '红色' }, { en: 'Blue' }] },
    { name: { en: 'Size' }, values: [{ en: 'S' }, { en: 'M' }] },
  ],
  skus: [
    // Deliberately not in row-major order: the editor orders the rows itself.
    { id: 104, options: [1, 1], price: '13.00', compare_at_price: null, stock: 0, sales: 2, weight_g: null },
    { id: 101, options: [0, 0], price: '12.50', compare_at_price: '15.00', stock: 10, sales: 1, weight_g: null },
    { id: 102, options: [0, 1], price: '12.50', compare_at_price: null, stock: 4, sales: 0, weight_g: 240 },
    { id: 103, options: [1, 0], price: '13.00', compare_at_price: null, stock: 6, sales: 0, weight_g: null },
  ],
  on_sale: true,
  weight_g: 220,
  length_mm: 300,
  width_mm: 250,
  height_mm: 30,
  hs_code: '610910',
  origin_country: 'PT',
  listed: true,
  sales: 3,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-02T10:00:00.000Z',
};
