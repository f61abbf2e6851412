import { sql } from 'kysely';
import type { Executor } from '../src/db/database.ts';
import type { ImagePair, LocalizedText, SpecDimension } from '../src/db/schema.ts';
import {
  insertBanner,
  insertCategory,
  insertProducts,
  insertShops,
  type NewSku,
  refreshShopFigures,
} from '../src/modules/catalogue/catalogue.repo.ts';

/**
 * A small hand-built catalogue for the catalogue API tests, written through the repo's insert functions (so the
 * search columns are made exactly as in production). Titles are chosen for the search tests: the same words in
 * five scripts, one- and two-character Chinese and Korean terms, accented Latin, exact / prefix / substring
 * titles for ranking, and one product with English only for the fallback. Every product has its own price,
 * sales and age, so each sort order has one right answer.
 */

const DAY = 86_400_000;

function picture(name: string): ImagePair {
  return { small: `/uploads/catalog/test-${name}-360.webp`, large: `/uploads/catalog/test-${name}-720.webp` };
}

export const CATEGORY_KEYS = ['electronics', 'kitchen', 'fashion'] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

/** Categories in display order (`sort`); they are inserted in another order on purpose. */
export const FIXTURE_CATEGORIES: Record<CategoryKey, { sort: number; name: LocalizedText }> = {
  electronics: {
    sort: 0,
    name: { en: 'Electronics', 'zh-CN': '电子产品', ri: '家電', han: '전자제품', tai: 'อิเล็กทรอนิกส์' },
  },
  kitchen: { sort: 1, name: { en: 'Kitchen', 'zh-CN': '厨房用品', ri: 'キッチン', han: '주방용품', tai: 'ห้องครัว' } },
  fashion: { sort: 2, name: { en: 'Fashion', 'zh-CN': '服饰', ri: 'ファッション', han: '패션', tai: 'แฟชั่น' } },
};

export const SHOP_KEYS = ['sunrise', 'cafe', 'panda', 'seoul'] as const;
export type ShopKey = (typeof SHOP_KEYS)[number];

export interface FixtureShop {
  name: LocalizedText;
  fans: number;
  review_count: number;
  good_review_count: number;
}

export const FIXTURE_SHOPS: Record<ShopKey, FixtureShop> = {
  sunrise: {
    name: {
      en: 'Sunrise Audio',
      'zh-CN': '日出音响',
      ri: 'サンライズオーディオ',
      han: '선라이즈 오디오',
      tai: 'ซันไรส์ ออดิโอ',
    },
    fans: 120,
    review_count: 10,
    good_review_count: 9,
  },
  cafe: {
    name: { en: 'Café Corner', 'zh-CN': '咖啡角落', ri: 'カフェコーナー', han: '카페 코너', tai: 'คาเฟ่ คอร์เนอร์' },
    fans: 5,
    review_count: 0,
    good_review_count: 0,
  },
  panda: {
    name: { en: 'Panda Home', 'zh-CN': '熊猫家居', ri: 'パンダホーム', han: '판다 홈', tai: 'แพนด้า โฮม' },
    fans: 0,
    review_count: 8,
    good_review_count: 6,
  },
  seoul: {
    name: { en: 'Seoul Style', 'zh-CN': '首尔风尚', ri: 'ソウルスタイル', han: '서울 스타일', tai: 'โซล สไตล์' },
    fans: 40,
    review_count: 3,
    good_review_count: 3,
  },
};

export const PRODUCT_KEYS = [
  'earbuds',
  'headphones',
  'speaker',
  'earbudsPlain',
  'earbudsCase',
  'kidsEarbuds',
  'mouse',
  'greenTea',
  'teapot',
  'coffee',
  'kettle',
  'bottle',
  'chopsticks',
  'mug',
  'hoodie',
  'scarf',
  'sneakers',
  'teaShirt',
  'cap',
  'radio',
] as const;
export type ProductKey = (typeof PRODUCT_KEYS)[number];

export interface FixtureProduct {
  shop: ShopKey;
  category: CategoryKey;
  title: LocalizedText;
  description?: LocalizedText;
  /** Single-SKU price in cents; `skus` overrides it. */
  price: number;
  sales: number;
  /** Age in days (created_at = now - days). */
  days: number;
  specs?: SpecDimension[];
  skus?: NewSku[];
  review_count?: number;
  rating_total?: number;
  /** Taken off sale after insertion: never listed, searched or shown. */
  offSale?: boolean;
}

const colour: SpecDimension = {
  name: { en: 'Colour', 'zh-CN': '颜色', ri: 'カラー', han: '색상', tai: 'สี' },
  values: [
    { en: 'Black', 'zh-CN': '黑色', ri: 'ブラック', han: '블랙', tai: 'สีดำ' },
    { en: 'White', 'zh-CN': '白色', ri: 'ホワイト', han: '화이트', tai: 'สีขาว' },
  ],
};
const edition: SpecDimension = {
  // No Thai name: Thai readers get the English one (the fallback).
  name: { en: 'Edition', 'zh-CN': '版本', ri: 'エディション', han: '에디션' },
  values: [
    { en: 'Standard', 'zh-CN': '标准版', ri: 'スタンダード', han: '스탠다드', tai: 'มาตรฐาน' },
    { en: 'Pro', 'zh-CN': '专业版', ri: 'プロ', han: '프로', tai: 'โปร' },
  ],
};

/** The earbuds' SKUs: colour × edition, options in the order of the specs. */
export const EARBUDS_SKUS: NewSku[] = [
  { options: [0, 0], price: 2999, stock: 10 },
  { options: [0, 1], price: 3999, stock: 0 },
  { options: [1, 0], price: 3199, stock: 7 },
  { options: [1, 1], price: 4199, stock: 3 },
];

export const FIXTURE_PRODUCTS: Record<ProductKey, FixtureProduct> = {
  earbuds: {
    shop: 'sunrise',
    category: 'electronics',
    title: {
      en: 'Wireless Bluetooth Earbuds',
      'zh-CN': '无线蓝牙耳机',
      ri: 'ワイヤレスイヤホン',
      han: '무선 블루투스 이어폰',
      tai: 'หูฟังไร้สาย',
    },
    description: {
      en: 'True wireless earbuds with a charging case.',
      'zh-CN': '真无线耳机，附充电盒。',
      ri: '充電ケース付きの完全ワイヤレスイヤホン。',
      han: '충전 케이스가 포함된 완전 무선 이어폰.',
      tai: 'หูฟังไร้สายพร้อมเคสชาร์จ',
    },
    price: 2999,
    sales: 500,
    days: 10,
    specs: [colour, edition],
    skus: EARBUDS_SKUS,
    review_count: 4,
    rating_total: 18,
  },
  headphones: {
    shop: 'sunrise',
    category: 'electronics',
    title: {
      en: 'Bluetooth Over-Ear Headphones',
      'zh-CN': '蓝牙头戴式耳机',
      ri: 'ブルートゥース ヘッドホン',
      han: '블루투스 헤드폰',
      tai: 'หูฟังบลูทูธ ครอบหู',
    },
    price: 5999,
    sales: 900,
    days: 30,
  },
  speaker: {
    shop: 'seoul',
    category: 'electronics',
    title: {
      en: 'Portable Bluetooth Speaker',
      'zh-CN': '便携蓝牙音箱',
      ri: 'ポータブルスピーカー',
      han: '휴대용 블루투스 스피커',
      tai: 'ลำโพงบลูทูธพกพา',
    },
    price: 4500,
    sales: 300,
    days: 5,
  },
  earbudsPlain: {
    shop: 'sunrise',
    category: 'electronics',
    title: { en: 'Earbuds', 'zh-CN': '耳机', ri: 'イヤホン', han: '이어폰', tai: 'หูฟัง' },
    price: 999,
    sales: 10,
    days: 60,
  },
  earbudsCase: {
    shop: 'seoul',
    category: 'electronics',
    title: {
      en: 'Earbuds Case, Silicone',
      'zh-CN': '耳机保护套',
      ri: 'イヤホンケース',
      han: '이어폰 케이스',
      tai: 'เคสหูฟัง',
    },
    price: 599,
    sales: 50,
    days: 20,
  },
  kidsEarbuds: {
    shop: 'panda',
    category: 'electronics',
    title: {
      en: 'Kids Earbuds with Volume Limit',
      'zh-CN': '儿童耳机',
      ri: 'キッズイヤホン',
      han: '어린이 이어폰',
      tai: 'หูฟังเด็ก',
    },
    price: 1999,
    sales: 800,
    days: 15,
  },
  mouse: {
    shop: 'seoul',
    category: 'electronics',
    title: { en: 'Wireless Mouse', 'zh-CN': '无线鼠标', ri: 'ワイヤレスマウス', han: '무선 마우스', tai: 'เมาส์ไร้สาย' },
    price: 1500,
    sales: 200,
    days: 40,
  },
  greenTea: {
    shop: 'cafe',
    category: 'kitchen',
    title: { en: 'Green Tea Leaves', 'zh-CN': '绿茶茶叶', ri: '緑茶 茶葉', han: '녹차 잎', tai: 'ใบชาเขียว' },
    price: 1000,
    sales: 700,
    days: 3,
  },
  teapot: {
    shop: 'panda',
    category: 'kitchen',
    title: { en: 'Ceramic Teapot', 'zh-CN': '陶瓷茶壶', ri: '陶器の急須', han: '도자기 찻주전자', tai: 'กาน้ำชาเซรามิก' },
    price: 2050,
    sales: 150,
    days: 50,
  },
  coffee: {
    shop: 'cafe',
    category: 'kitchen',
    title: {
      en: 'Café Crème Coffee Beans',
      'zh-CN': '法式奶油咖啡豆',
      ri: 'カフェクレーム コーヒー豆',
      han: '카페 크렘 원두',
      tai: 'เมล็ดกาแฟ คาเฟ่ครีม',
    },
    price: 1299,
    sales: 400,
    days: 8,
  },
  kettle: {
    shop: 'panda',
    category: 'kitchen',
    title: { en: 'Electric Kettle', 'zh-CN': '电热水壶', ri: '電気ケトル', han: '전기 주전자', tai: 'กาต้มน้ำไฟฟ้า' },
    price: 2599,
    sales: 350,
    days: 12,
  },
  bottle: {
    shop: 'panda',
    category: 'kitchen',
    // English only: every other language falls back to it.
    title: { en: 'Stainless Steel Water Bottle' },
    description: { en: 'Keeps drinks cold for 24 hours.' },
    price: 1750,
    sales: 120,
    days: 25,
  },
  chopsticks: {
    shop: 'panda',
    category: 'kitchen',
    title: { en: 'Bamboo Chopsticks', 'zh-CN': '竹筷子', ri: '竹箸', han: '대나무 젓가락', tai: 'ตะเกียบไม้ไผ่' },
    price: 350,
    sales: 600,
    days: 70,
  },
  mug: {
    shop: 'cafe',
    category: 'kitchen',
    title: { en: 'Coffee Mug', 'zh-CN': '咖啡杯', ri: 'コーヒーマグ', han: '커피 머그', tai: 'แก้วกาแฟ' },
    price: 899,
    sales: 250,
    days: 2,
  },
  hoodie: {
    shop: 'seoul',
    category: 'fashion',
    title: { en: 'Cotton Hoodie', 'zh-CN': '纯棉连帽衫', ri: 'コットンパーカー', han: '면 후드티', tai: 'เสื้อฮู้ดผ้าฝ้าย' },
    price: 3500,
    sales: 450,
    days: 6,
  },
  scarf: {
    shop: 'seoul',
    category: 'fashion',
    title: { en: 'Wool Scarf', 'zh-CN': '羊毛围巾', ri: 'ウールマフラー', han: '울 머플러', tai: 'ผ้าพันคอขนสัตว์' },
    price: 2200,
    sales: 80,
    days: 90,
  },
  sneakers: {
    shop: 'seoul',
    category: 'fashion',
    title: {
      en: 'Canvas Sneakers',
      'zh-CN': '帆布鞋',
      ri: 'キャンバススニーカー',
      han: '캔버스 운동화',
      tai: 'รองเท้าผ้าใบ',
    },
    price: 4200,
    sales: 550,
    days: 1,
  },
  teaShirt: {
    shop: 'seoul',
    category: 'fashion',
    title: {
      en: 'Bubble Tea T-Shirt',
      'zh-CN': '奶茶图案T恤',
      ri: 'タピオカ Tシャツ',
      han: '버블티 티셔츠',
      tai: 'เสื้อยืดลายชานม',
    },
    price: 1599,
    sales: 320,
    days: 35,
  },
  cap: {
    shop: 'seoul',
    category: 'fashion',
    title: { en: 'Baseball Cap', 'zh-CN': '棒球帽', ri: '野球帽', han: '야구 모자', tai: 'หมวกแก๊ป' },
    price: 1250,
    sales: 30,
    days: 45,
  },
  radio: {
    shop: 'sunrise',
    category: 'electronics',
    // Off sale, yet the best seller, the newest and a Bluetooth title: any listing that forgets on_sale shows it.
    title: {
      en: 'Retired Bluetooth Radio',
      'zh-CN': '停产蓝牙收音机',
      ri: '販売終了 ラジオ',
      han: '단종 블루투스 라디오',
      tai: 'วิทยุบลูทูธเลิกผลิต',
    },
    price: 800,
    sales: 1000,
    days: 0,
    offSale: true,
  },
};

/** Keys of the products on sale (the ones any listing may show). */
export const ON_SALE_KEYS = PRODUCT_KEYS.filter((key) => !FIXTURE_PRODUCTS[key].offSale);

export interface CatalogueFixture {
  categories: Record<CategoryKey, number>;
  shops: Record<ShopKey, number>;
  products: Record<ProductKey, number>;
  /** Product key by id, for readable assertions. */
  keyOf: (id: number) => ProductKey | undefined;
  /** Shop key by id. */
  shopKeyOf: (id: number) => ShopKey | undefined;
  banners: { active: string; inactive: string };
}

function descriptionOf(key: ProductKey, product: FixtureProduct): LocalizedText {
  if (product.description) return product.description;
  return Object.fromEntries(
    Object.entries(product.title).map(([lang, title]) => [lang, `${title} (${key})`]),
  ) as LocalizedText;
}

/** Writes the fixture catalogue into an empty catalogue and returns its ids. */
export async function buildCatalogueFixture(db: Executor, now = Date.now()): Promise<CatalogueFixture> {
  const categories = {} as Record<CategoryKey, number>;
  // Inserted last-first, so ids and display order disagree.
  for (const key of [...CATEGORY_KEYS].reverse()) {
    const { id } = await insertCategory(db, {
      slug: key,
      name: FIXTURE_CATEGORIES[key].name,
      icon: picture(`category-${key}`),
      sort: FIXTURE_CATEGORIES[key].sort,
    });
    categories[key] = id;
  }

  const shopIds = await insertShops(
    db,
    SHOP_KEYS.map((key) => {
      const shop = FIXTURE_SHOPS[key];
      return {
        name: shop.name,
        description: Object.fromEntries(
          Object.entries(shop.name).map(([lang, name]) => [lang, `${name}: description`]),
        ) as LocalizedText,
        logo: picture(`shop-${key}-logo`),
        banner: picture(`shop-${key}-banner`),
        fans: shop.fans,
        review_count: shop.review_count,
        good_review_count: shop.good_review_count,
      };
    }),
  );
  const shops = Object.fromEntries(SHOP_KEYS.map((key, i) => [key, shopIds[i]!])) as Record<ShopKey, number>;

  const productIds = await insertProducts(
    db,
    PRODUCT_KEYS.map((key) => {
      const product = FIXTURE_PRODUCTS[key];
      return {
        shop_id: shops[product.shop],
        category_id: categories[product.category],
        title: product.title,
        description: descriptionOf(key, product),
        images: [picture(`${key}-1`), picture(`${key}-2`)],
        specs: product.specs ?? [],
        skus: product.skus ?? [{ options: [], price: product.price, stock: 20 }],
        sales: product.sales,
        review_count: product.review_count ?? 0,
        rating_total: product.rating_total ?? 0,
        created_at: new Date(now - product.days * DAY),
      };
    }),
  );
  const products = Object.fromEntries(PRODUCT_KEYS.map((key, i) => [key, productIds[i]!])) as Record<
    ProductKey,
    number
  >;
  const offSale = PRODUCT_KEYS.filter((key) => FIXTURE_PRODUCTS[key].offSale).map((key) => products[key]);
  if (offSale.length)
    await db.updateTable('products').set({ on_sale: false, listed: false }).where('id', 'in', offSale).execute();
  await refreshShopFigures(db);

  const banners = { active: 'Summer Audio Week', inactive: 'Expired Sale' };
  await insertBanner(db, {
    title: {
      en: banners.active,
      'zh-CN': '夏季音频周',
      ri: 'サマーオーディオウィーク',
      han: '여름 오디오 위크',
      tai: 'สัปดาห์เครื่องเสียงฤดูร้อน',
    },
    subtitle: { en: 'Up to 30% off headphones' },
    image: picture('banner-audio'),
    category_id: categories.electronics,
    sort: 0,
  });
  await insertBanner(db, {
    title: { en: banners.inactive },
    subtitle: { en: 'Gone' },
    image: picture('banner-expired'),
    category_id: null,
    sort: 1,
  });
  await db
    .updateTable('banners')
    .set({ active: false })
    .where(sql<string>`title->>'en'`, '=', banners.inactive)
    .execute();

  const byId = new Map(PRODUCT_KEYS.map((key) => [products[key], key]));
  const shopById = new Map(SHOP_KEYS.map((key) => [shops[key], key]));
  return { categories, shops, products, keyOf: (id) => byId.get(id), shopKeyOf: (id) => shopById.get(id), banners };
}
