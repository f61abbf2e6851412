import fs from 'node:fs';
import sharp from 'sharp';
import { type Envelope } from './api.ts';
import { givenOperator, must, type Operator } from './given.ts';
import type { ShopServer } from './shop-server.ts';

/** A demo shop (apps/api/src/seed/demo/data/shops.json) that sells outdoor goods. */
export const SHOP_NAME = 'Hokkaido Camp Supply';
/** The SKUs: every one at the filled price but Blue / M; Red / S has a compare-at price. */
export const PRICE = '19.90';
export const BLUE_M_PRICE = '24.90';
export const COMPARE_AT = '29.90';
export const STOCK: Record<string, number> = { 'Red / S': 12, 'Red / M': 8, 'Blue / S': 5, 'Blue / M': 3 };

/** A flask-like product as an operator writes it, with the category it is filed under. */
export interface Flask {
  category: { en: string; zh: string };
  en: string;
  zh: string;
  tai: string;
  description: string;
}

/** A picture as a phone or a designer would hand it over: a PNG with a flask drawn on a coloured ground. */
export async function drawFlask(file: string, size: number, ground: string, flask: string): Promise<void> {
  const u = size / 100;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="${size}" height="${size}" fill="${ground}"/>
    <rect x="${38 * u}" y="${14 * u}" width="${24 * u}" height="${10 * u}" rx="${3 * u}" fill="${flask}"/>
    <rect x="${32 * u}" y="${22 * u}" width="${36 * u}" height="${64 * u}" rx="${10 * u}" fill="${flask}"/>
    <rect x="${32 * u}" y="${44 * u}" width="${36 * u}" height="${8 * u}" fill="#ffffff" opacity="0.5"/>
  </svg>`;
  await sharp(Buffer.from(svg)).png().toFile(file);
}

export interface CatalogueDesk {
  curator: Operator;
  /** A category made through the console's API, sorted among the demo's (so a new one still goes last, at 10). */
  givenCategory(name: { en: string; zh: string }): Promise<number>;
  /**
   * The flask with two pictures, Colour × Size and the four SKUs, on sale in the demo shop; its id. Filed under a new
   * category named by the flask, or under `categoryId` when given.
   */
  givenFlask(flask: Flask, categoryId?: number): Promise<{ categoryId: number; productId: number }>;
}

/**
 * The console's catalogue operator ("curator", only the catalogue role) and what they make through the console's
 * API: categories and products, with pictures uploaded as the console uploads them.
 */
export async function givenCatalogueDesk(
  shop: ShopServer,
  pictures: { icon: string; front: string; side: string },
): Promise<CatalogueDesk> {
  const curator = await givenOperator(shop, {
    account: 'curator',
    password: 'curate-the-shelves',
    name: 'Curator',
    roles: ['catalogue'],
  });
  const post = async <T>(step: string, url: string, body: unknown) =>
    must<T>(
      step,
      (await (
        await fetch(`${shop.baseUrl}/api/console${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', token: curator.token },
          body: JSON.stringify(body),
        })
      ).json()) as Envelope,
    );
  const upload = async (file: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(fs.readFileSync(file))], { type: 'image/png' }), 'picture.png');
    const response = await fetch(`${shop.baseUrl}/api/console/upload`, {
      method: 'POST',
      headers: { token: curator.token },
      body: form,
    });
    return must<{ url: string }>('the upload', (await response.json()) as Envelope).url;
  };
  const shops = await shop.db.selectFrom('shops').select(['id', 'name']).execute();
  const shopId = shops.find((s) => s.name.en === SHOP_NAME)!.id;
  const givenCategory = async (name: { en: string; zh: string }) =>
    (
      await post<{ id: number }>('the category', '/category/save', {
        name: { en: name.en, 'zh-CN': name.zh },
        icon: await upload(pictures.icon),
        sort: 9,
      })
    ).id;
  return {
    curator,
    givenCategory,
    async givenFlask(flask, filedUnder) {
      const categoryId = filedUnder ?? (await givenCategory(flask.category));
      const [red, blue] = [
        { en: 'Red', 'zh-CN': '红色' },
        { en: 'Blue', 'zh-CN': '蓝色' },
      ];
      const saved = await post<{ id: number }>('the product', '/product/save', {
        shop_id: shopId,
        category_id: categoryId,
        title: { en: flask.en, 'zh-CN': flask.zh, tai: flask.tai },
        description: { en: flask.description },
        images: [await upload(pictures.front), await upload(pictures.side)],
        specs: [
          { name: { en: 'Colour', 'zh-CN': '颜色' }, values: [red, blue] },
          { name: { en: 'Size' }, values: [{ en: 'S' }, { en: 'M' }] },
        ],
        skus: [
          { options: [0, 0], price: PRICE, compare_at_price: COMPARE_AT, stock: STOCK['Red / S'] },
          { options: [0, 1], price: PRICE, stock: STOCK['Red / M'] },
          { options: [1, 0], price: PRICE, stock: STOCK['Blue / S'] },
          { options: [1, 1], price: BLUE_M_PRICE, stock: STOCK['Blue / M'] },
        ],
        on_sale: true,
      });
      return { categoryId, productId: saved.id };
    },
  };
}
