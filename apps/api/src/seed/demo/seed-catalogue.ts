import { LANG_CODES } from '@shop/contract/languages';
import { BANNER_SIZES, ICON_SIZES, IMAGE_SIZES, LOGO_SIZES } from '@shop/contract/images';
import type { HotKeywordsBody } from '@shop/contract/console-catalogue';
import type { AppDeps } from '../../app-deps.ts';
import type { PictureStore } from '../../lib/picture-store.ts';
import type { ImagePair, LocalizedText, SpecDimension } from '../../db/schema.ts';
import { refreshShopFigures, type NewSku } from '../../modules/catalogue/catalogue.repo.ts';
import {
  saveBanner,
  saveCategory,
  saveHotKeywords,
  saveShop,
} from '../../modules/catalogue/catalogue-admin.service.ts';
import { saveProduct } from '../../modules/catalogue/product-admin.service.ts';
import { setDemoProductFigures, setDemoShopFigures } from './demo-figures.ts';
import type { DemoProduct, DemoSpec, Localized } from './catalogue-types.ts';
import { makeArt } from '../../lib/art/catalogue-images.ts';
import { randomFor } from './seeded-random.ts';
import {
  BANNERS,
  CATEGORIES,
  HOT_KEYWORDS,
  PRODUCTS_BY_CATEGORY,
  SHOPS,
  SPEC_DIMENSIONS,
  SPEC_VALUES,
} from './catalogue.ts';

/** Soft background pairs for product pictures, one set per category so a category page looks of a piece. */
const CATEGORY_PALETTES: [string, string][] = [
  ['#e0f2fe', '#93c5fd'],
  ['#fef3c7', '#fcd34d'],
  ['#dcfce7', '#86efac'],
  ['#fae8ff', '#f0abfc'],
  ['#ccfbf1', '#5eead4'],
  ['#e0e7ff', '#a5b4fc'],
  ['#ffe4e6', '#fda4af'],
  ['#ffedd5', '#fdba74'],
  ['#f1f5f9', '#cbd5e1'],
  ['#fef9c3', '#fde047'],
];

const LAYOUTS = ['centered', 'tilted', 'duo', 'centered'] as const;

const localizedOf = (text: Localized): LocalizedText => ({ ...text });

function specOf(spec: DemoSpec): SpecDimension {
  const name = typeof spec.dim === 'string' ? SPEC_DIMENSIONS[spec.dim]! : spec.dim;
  const values = spec.values.map((value) => (typeof value === 'string' ? SPEC_VALUES[value]! : value));
  return { name: localizedOf(name), values: values.map(localizedOf) };
}

/** Every combination of the specification values, with price steps and a stock per SKU. */
export function skusOf(product: DemoProduct, random: () => number): NewSku[] {
  let combos: number[][] = [[]];
  for (const spec of product.specs) combos = combos.flatMap((combo) => spec.values.map((_, i) => [...combo, i]));
  const baseCents = Math.round(product.price * 100);
  return combos.map((options) => {
    const extra = options.reduce((sum, index, d) => sum + index * Math.round((product.specs[d]!.step ?? 0) * 100), 0);
    // About one SKU in twelve is sold out, so shoppers meet the out-of-stock state in the demo.
    const stock = random() < 0.08 ? 0 : 5 + Math.floor(random() * 400);
    return { options, price: baseCents + extra, stock, sales: Math.floor(random() * 300) };
  });
}

async function productImages(
  product: DemoProduct,
  palette: [string, string],
  store: PictureStore,
): Promise<ImagePair[]> {
  return Promise.all(
    product.emoji.map((emoji, i) =>
      makeArt(
        {
          emoji: LAYOUTS[i] === 'duo' ? [emoji, product.emoji[0]!] : [emoji],
          colors: i % 2 === 0 ? palette : [palette[1], palette[0]],
          layout: LAYOUTS[i]!,
          widths: [IMAGE_SIZES.small, IMAGE_SIZES.large],
        },
        store,
      ),
    ),
  );
}

/**
 * The demo's markdowns, so a sale banner promises only what its list shows: in the category of a banner marked
 * `discounted`, every other product is sold below a compare-at ("was") price, by these percentages in turn. The
 * banner's "up to" figure is the largest (demo-catalogue.test.ts holds them together).
 */
export const MARKDOWN_PERCENTS = [30, 20, 15, 25, 10] as const;
const MARKED_DOWN_CATEGORIES = new Set<string>(BANNERS.filter((banner) => banner.discounted).map((b) => b.category));

/** The percentage off for the `rank`-th product of a category, or 0 when it is sold at its normal price. */
export function markdownOf(category: string, rank: number): number {
  if (!MARKED_DOWN_CATEGORIES.has(category) || rank % 2 !== 0) return 0;
  return MARKDOWN_PERCENTS[(rank / 2) % MARKDOWN_PERCENTS.length]!;
}

/** The compare-at price that makes `price` exactly `percent` off (whole cents). */
export function compareAtFor(price: number, percent: number): number {
  return Math.round((price * 100) / (100 - percent));
}

/** How the seed assigns each demo product to a shop: shops selling the category take turns. */
function shopPicker(shopIds: number[]) {
  const turns = new Map<string, number>();
  return (category: string): number => {
    const sellers = SHOPS.map((shop, i) => ({ shop, id: shopIds[i]! })).filter(({ shop }) =>
      shop.categories.includes(category as never),
    );
    const turn = turns.get(category) ?? 0;
    turns.set(category, turn + 1);
    return sellers[turn % sellers.length]!.id;
  };
}

/**
 * The demo's ten categories with their icons, and nothing else: what a test shop needs for a merchant to list a
 * product in "Outdoors" without the seconds the whole catalogue takes. Returns each category's id by its slug.
 */
export async function seedDemoCategories(deps: Pick<AppDeps, 'db' | 'pictures'>): Promise<Map<string, number>> {
  const system = { kind: 'system' } as const;
  const categoryIds = new Map<string, number>();
  for (const [i, category] of CATEGORIES.entries()) {
    const icon = await makeArt(
      {
        emoji: [category.emoji],
        colors: CATEGORY_PALETTES[i]!,
        layout: 'centered',
        widths: [ICON_SIZES.small, ICON_SIZES.large],
      },
      deps.pictures,
    );
    const saved = await saveCategory(
      deps,
      { slug: category.slug, name: localizedOf(category.name), icon: icon.large, sort: i },
      system,
    );
    categoryIds.set(category.slug, saved.id);
  }
  return categoryIds;
}

/**
 * The demo catalogue for `npm start` on an empty database: the ten categories, the shops, every hand-written
 * product in five languages with SKUs and pictures, banners and hot keywords — written through the same service
 * functions as the console's editors (docs/domain.md#catalogue-and-search: no second write path), then given demo figures (sales,
 * fans, age) that only a running shop would otherwise have. Does nothing when a catalogue exists. Returns how
 * many products it wrote. The pictures are drawn into the catalog/ folder of the picture store (disk or S3).
 */
export async function seedDemoCatalogue(deps: Pick<AppDeps, 'db' | 'pictures'>): Promise<number> {
  const { db } = deps;
  const existing = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  const random = randomFor('demo-catalogue');
  const system = { kind: 'system' } as const;

  const categoryIds = await seedDemoCategories(deps);

  const shopIds: number[] = [];
  for (const shop of SHOPS) {
    const [logo, banner] = await Promise.all([
      makeArt(
        { emoji: [shop.emoji], colors: shop.colors, layout: 'centered', widths: [LOGO_SIZES.small, LOGO_SIZES.large] },
        deps.pictures,
      ),
      makeArt(
        {
          emoji: [shop.emoji],
          colors: shop.colors,
          layout: 'wide',
          widths: [BANNER_SIZES.small, BANNER_SIZES.large],
          ratio: BANNER_SIZES.ratio,
        },
        deps.pictures,
      ),
    ]);
    const saved = await saveShop(
      deps,
      {
        name: localizedOf(shop.name),
        description: localizedOf(shop.description),
        logo: logo.large,
        banner: banner.large,
        active: true,
        return_address: shop.return_address,
      },
      system,
    );
    shopIds.push(saved.id);
  }

  const pickShop = shopPicker(shopIds);
  const now = Date.now();
  let written = 0;
  for (const [i, category] of CATEGORIES.entries()) {
    // Pictures are drawn a category at a time (in parallel), then the products saved one by one.
    const drawn = await Promise.all(
      PRODUCTS_BY_CATEGORY[category.slug].map(async (product) => ({
        product,
        pictures: await productImages(product, CATEGORY_PALETTES[i]!, deps.pictures),
      })),
    );
    for (const [rank, { product, pictures }] of drawn.entries()) {
      const skus = skusOf(product, random);
      const markdown = markdownOf(category.slug, rank);
      const saved = await saveProduct(
        deps,
        {
          shop_id: pickShop(category.slug),
          category_id: categoryIds.get(category.slug)!,
          title: localizedOf(product.title),
          description: localizedOf(product.description),
          images: pictures.map((picture) => picture.large),
          specs: product.specs.map(specOf),
          skus: skus.map(({ options, price, stock }) => ({
            options,
            price,
            stock,
            compare_at_price: markdown ? compareAtFor(price, markdown) : null,
          })),
          on_sale: true,
        },
        { actor: system },
      );
      // No made-up review figures: reviews come from review rows (seed-reviews.ts), the counters with them.
      await setDemoProductFigures(db, saved.id, {
        skuSales: skus.map((sku) => sku.sales ?? 0),
        salesFactor: 1 + Math.floor(random() * 20),
        createdAt: new Date(now - Math.floor(random() * 120) * 86_400_000),
      });
      written += 1;
    }
  }
  for (const shopId of shopIds) {
    await setDemoShopFigures(db, shopId, { fans: 100 + Math.floor(random() * 50_000) });
  }
  await refreshShopFigures(db);

  for (const [i, banner] of BANNERS.entries()) {
    const art = await makeArt(
      {
        emoji: [banner.emoji],
        colors: banner.colors,
        layout: 'wide',
        widths: [BANNER_SIZES.small, BANNER_SIZES.large],
        ratio: BANNER_SIZES.ratio,
      },
      deps.pictures,
    );
    await saveBanner(
      deps,
      {
        title: localizedOf(banner.title),
        subtitle: localizedOf(banner.subtitle),
        image: art.large,
        // A sale banner opens the products with a compare-at price (the ones markdownOf marked down).
        category_id: banner.discounted ? null : (categoryIds.get(banner.category) ?? null),
        discounted_only: banner.discounted ?? false,
        sort: i,
        active: true,
      },
      system,
    );
  }
  await saveHotKeywords(
    deps,
    {
      keywords: Object.fromEntries(LANG_CODES.map((lang) => [lang, HOT_KEYWORDS[lang]])) as HotKeywordsBody['keywords'],
    },
    system,
  );
  return written;
}
