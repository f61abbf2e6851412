import type {
  BannerAdminDto,
  CategoryAdminDto,
  ProductEditDto,
  ProductRowDto,
  ShopAdminDto,
} from '@shop/contract/console-catalogue';

/** Catalogue data as the console API answers it (tests only). */

export const PICTURE = '/uploads/m/picture_aaaa1111.webp';
export const UPLOADED = '/uploads/m/uploaded_bbbb2222.webp';

export const categories: CategoryAdminDto[] = [
  {
    id: 7,
    slug: 'clothing',
    name: { en: 'Clothing', 'zh-CN': '服装', ri: '服', han: '의류', tai: 'เสื้อผ้า' },
    icon: '/uploads/categories/clothing-192.webp',
    sort: 1,
    product_count: 12,
    parent_id: null,
    hidden: false,
    child_count: 0,
  },
  {
    id: 8,
    slug: 'home',
    name: { en: 'Home' },
    icon: '/uploads/categories/home-192.webp',
    sort: 2,
    product_count: 0,
    parent_id: null,
    hidden: false,
    child_count: 0,
  },
];

export const shopOptions = [
  { id: 3, name: 'Blue Harbor' },
  { id: 4, name: 'Green Field' },
];

export const productRow: ProductRowDto = {
  id: 42,
  code: 'TEE-01',
  title: 'Linen tee',
  image: '/uploads/products/tee-360.webp',
  shop: { id: 3, name: 'Blue Harbor' },
  category: { id: 7, name: 'Clothing' },
  price: '12.50',
  compare_at_price: '15.00',
  stock: 0,
  sales: 1234,
  sku_count: 4,
  on_sale: true,
  listed: false,
  updated_at: '2026-03-02T10:00:00.000Z',
};

/** A T-shirt in 2 colours, as GET /api/console/product answers it. */
export const product: ProductEditDto = {
  id: 42,
  shop_id: 3,
  shop_name: 'Blue Harbor',
  code: 'TEE-01',
  category_id: 7,
  title: { en: 'Linen tee', 'zh-CN': '亚麻T恤' },
  description: { en: 'Soft linen.' },
  images: [PICTURE],
  specs: [{ name: { en: 'Colour' }, values: [{ en: 'Red' }, { en: 'Blue' }] }],
  skus: [
    { id: 101, options: [0], price: '12.50', compare_at_price: '15.00', stock: 10, sales: 1, weight_g: null },
    { id: 102, options: [1], price: '13.00', compare_at_price: null, stock: 4, sales: 0, weight_g: null },
  ],
  on_sale: true,
  weight_g: null,
  length_mm: null,
  width_mm: null,
  height_mm: null,
  hs_code: null,
  origin_country: null,
  listed: true,
  sales: 1,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-02T10:00:00.000Z',
};

export const shop: ShopAdminDto = {
  id: 3,
  name: { en: 'Blue Harbor', 'zh-CN': '蓝色港湾' },
  description: { en: 'Linen and cotton.' },
  logo: '/uploads/shops/blue-logo-240.webp',
  banner: '/uploads/shops/blue-banner-1200.webp',
  active: true,
  return_address: null,
  commission_rate: '0.05',
  commission_is_default: true,
  product_count: 12,
  sales: 340,
  created_at: '2026-01-05T08:00:00.000Z',
  updated_at: '2026-03-02T10:00:00.000Z',
};

export const banner: BannerAdminDto = {
  id: 5,
  title: { en: 'Summer linen', 'zh-CN': '夏日亚麻' },
  subtitle: { en: 'Light and cool' },
  image: '/uploads/banners/summer-1200.webp',
  category_id: 7,
  discounted_only: false,
  link_type: 'category',
  link_value: '7',
  starts_at: null,
  ends_at: null,
  state: 'live',
  sort: 1,
  active: true,
};
