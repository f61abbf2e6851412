import fs from 'node:fs';
import { returnAddressInput } from '@shop/contract/console-catalogue';
import { COUNTRY_CODES } from '@shop/contract/countries';
import { LANG_CODES, type LangCode } from '@shop/contract/languages';
import { describe, expect, it } from 'vitest';
import type { DemoProduct, Localized } from './catalogue-types.ts';
import { emojiSvgPath } from '../../lib/art/emoji-art.ts';
import {
  BANNERS,
  CATEGORIES,
  HOT_KEYWORDS,
  PRODUCTS_BY_CATEGORY,
  SHOPS,
  SPEC_DIMENSIONS,
  SPEC_VALUES,
} from './catalogue.ts';
import { compareAtFor, markdownOf } from './seed-catalogue.ts';

/** Each language's own script must appear, so an untranslated English text cannot slip through. */
const SCRIPT: Record<Exclude<LangCode, 'en'>, RegExp> = {
  'zh-CN': /\p{Script=Han}/u,
  ri: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  han: /\p{Script=Hangul}/u,
  tai: /\p{Script=Thai}/u,
};

function expectLocalized(text: Localized, what: string, options: { translated: boolean }) {
  for (const lang of LANG_CODES) {
    expect(text[lang]?.trim(), `${what} in ${lang}`).toBeTruthy();
    if (lang !== 'en' && options.translated)
      expect(text[lang], `${what} in ${lang} uses its script`).toMatch(SCRIPT[lang]);
  }
}

function expectEmoji(emoji: string, what: string) {
  expect(fs.existsSync(emojiSvgPath(emoji)), `${what}: emoji ${emoji} has Twemoji art`).toBe(true);
}

describe('demo categories', () => {
  it('has the spec ten with names in five languages', () => {
    expect(CATEGORIES).toHaveLength(10);
    for (const category of CATEGORIES) {
      expectLocalized(category.name, category.slug, { translated: true });
      expectEmoji(category.emoji, category.slug);
    }
  });
});

function checkProduct(product: DemoProduct) {
  const what = product.key;
  expect(product.key, what).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  expect(product.emoji.length, `${what} emoji count`).toBeGreaterThanOrEqual(2);
  expect(product.emoji.length, `${what} emoji count`).toBeLessThanOrEqual(4);
  product.emoji.forEach((emoji) => expectEmoji(emoji, what));
  expectLocalized(product.title, `${what} title`, { translated: true });
  expectLocalized(product.description, `${what} description`, { translated: true });
  for (const lang of LANG_CODES)
    expect(product.title[lang].length, `${what} title length in ${lang}`).toBeLessThanOrEqual(90);
  expect(product.description.en.length, `${what} description length`).toBeGreaterThanOrEqual(60);
  expect(product.price, `${what} price`).toBeGreaterThanOrEqual(0.5);
  expect(product.price, `${what} price`).toBeLessThanOrEqual(3000);
  expect(Math.round(product.price * 100), `${what} price has cents`).toBeCloseTo(product.price * 100, 6);
  expect(product.specs.length, `${what} spec dimensions`).toBeGreaterThanOrEqual(1);
  expect(product.specs.length, `${what} spec dimensions`).toBeLessThanOrEqual(3);
  let skuCount = 1;
  for (const spec of product.specs) {
    if (typeof spec.dim === 'string') expect(SPEC_DIMENSIONS[spec.dim], `${what} dimension ${spec.dim}`).toBeDefined();
    else expectLocalized(spec.dim, `${what} dimension`, { translated: false });
    expect(spec.values.length, `${what} values`).toBeGreaterThanOrEqual(2);
    expect(spec.values.length, `${what} values`).toBeLessThanOrEqual(5);
    for (const value of spec.values) {
      if (typeof value === 'string') expect(SPEC_VALUES[value], `${what} value ${value}`).toBeDefined();
      else expectLocalized(value, `${what} value`, { translated: false });
    }
    skuCount *= spec.values.length;
  }
  expect(skuCount, `${what} SKU count`).toBeLessThanOrEqual(60);
}

describe('demo products', () => {
  const allKeys = Object.values(PRODUCTS_BY_CATEGORY)
    .flat()
    .map((p) => p.key);
  it('has at least 300 products with unique keys', () => {
    expect(allKeys.length).toBeGreaterThanOrEqual(300);
    expect(new Set(allKeys).size).toBe(allKeys.length);
  });
  for (const category of CATEGORIES) {
    it(`category ${category.slug}: at least 30 products, each complete in five languages`, () => {
      const products = PRODUCTS_BY_CATEGORY[category.slug];
      expect(products.length).toBeGreaterThanOrEqual(30);
      products.forEach(checkProduct);
    });
  }
});

describe('spec vocabulary', () => {
  it('names every dimension and value in five languages', () => {
    for (const [key, text] of Object.entries(SPEC_DIMENSIONS))
      expectLocalized(text, `dimension ${key}`, { translated: false });
    for (const [key, text] of Object.entries(SPEC_VALUES)) expectLocalized(text, `value ${key}`, { translated: false });
  });
});

describe('demo shops, banners and hot keywords', () => {
  it('has at least 24 shops, each category sold by at least two', () => {
    expect(SHOPS.length).toBeGreaterThanOrEqual(24);
    expect(new Set(SHOPS.map((s) => s.key)).size).toBe(SHOPS.length);
    for (const shop of SHOPS) {
      // Names are written in each language's script too (English names in the Thai UI read as untranslated).
      expectLocalized(shop.name, `${shop.key} name`, { translated: true });
      expectLocalized(shop.description, `${shop.key} description`, { translated: true });
      expectEmoji(shop.emoji, shop.key);
      for (const color of shop.colors) expect(color).toMatch(/^#[0-9a-f]{6}$/i);
    }
    for (const category of CATEGORIES) {
      expect(SHOPS.filter((s) => s.categories.includes(category.slug)).length, category.slug).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives every shop a return address in its own country that the shop form accepts', () => {
    const countryOfCity: Record<string, string> = {
      Shenzhen: 'CN',
      Taipei: 'TW',
      Tokyo: 'JP',
      Busan: 'KR',
      Phuket: 'TH',
    };
    for (const shop of SHOPS) {
      const parsed = returnAddressInput.safeParse(shop.return_address);
      expect(parsed.success, `${shop.key}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      expect(COUNTRY_CODES, shop.key).toContain(shop.return_address.country);
      // The address is where the description says the shop is.
      for (const [city, country] of Object.entries(countryOfCity)) {
        if (shop.description.en.includes(city)) expect(shop.return_address.country, shop.key).toBe(country);
      }
    }
  });

  it('has at least four banners in five languages', () => {
    expect(BANNERS.length).toBeGreaterThanOrEqual(4);
    for (const banner of BANNERS) {
      expectLocalized(banner.title, `${banner.key} title`, { translated: true });
      expectLocalized(banner.subtitle, `${banner.key} subtitle`, { translated: true });
      expectEmoji(banner.emoji, banner.key);
    }
  });

  it('promises a sale only on a banner that opens discounted products, and exactly the markdowns it shows', () => {
    const saleBanners = BANNERS.filter((banner) => banner.discounted);
    expect(saleBanners.length).toBeGreaterThanOrEqual(1);
    for (const banner of BANNERS) {
      const promise = /(\d+)%/.exec(banner.subtitle.en);
      if (!banner.discounted) {
        // No sale words where no compare-at price backs them ("Buy 2 get 1 free", "Save up to $150").
        expect(banner.subtitle.en, banner.key).not.toMatch(/%|\bsave\b|get \d+ free|\boff\b/i);
        continue;
      }
      const products = PRODUCTS_BY_CATEGORY[banner.category];
      const percents = products.map((_, rank) => markdownOf(banner.category, rank)).filter((percent) => percent > 0);
      expect(percents.length, banner.key).toBeGreaterThanOrEqual(3);
      expect(Number(promise?.[1]), `${banner.key} promises the largest markdown`).toBe(Math.max(...percents));
      for (const lang of ['ri', 'han', 'tai'] as const) expect(banner.subtitle[lang]).toContain(promise?.[1]);
    }
    // A compare-at price is exactly that much above the price.
    expect(compareAtFor(7000, 30)).toBe(10000);
    expect(compareAtFor(1999, 25)).toBe(2665);
  });

  it('offers hot keywords in every language that each find a product title', () => {
    const products = Object.values(PRODUCTS_BY_CATEGORY).flat();
    for (const lang of LANG_CODES) {
      expect(HOT_KEYWORDS[lang].length, lang).toBeGreaterThanOrEqual(6);
      for (const keyword of HOT_KEYWORDS[lang]) {
        const found = products.some((p) => p.title[lang].toLowerCase().includes(keyword.toLowerCase()));
        expect(found, `${lang} keyword "${keyword}" finds a product`).toBe(true);
      }
    }
  });
});
