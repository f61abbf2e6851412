import type { Db } from '../../db/database.ts';
import type { LocalizedText } from '../../db/schema.ts';
import {
  insertProducts,
  listSeedTemplates,
  type NewProduct,
  refreshShopFigures,
} from '../../modules/catalogue/catalogue.repo.ts';
import { randomFor } from './seeded-random.ts';

/** Synthetic SKUs per product stay few: the large catalogue is for search and listing benchmarks. */
const MAX_SKUS = 6;
const BATCH = 500;

/** "Model K4821": a Latin model code reads the same in every language and makes each title distinct. */
function withModel(title: LocalizedText, model: string): LocalizedText {
  return Object.fromEntries(Object.entries(title).map(([lang, text]) => [lang, `${text} ${model}`])) as LocalizedText;
}

/**
 * Grows the catalogue to `target` products for benchmarks (`npm run seed -- --products 100000`): variants of the
 * demo products with their own model code, price, sales and shop, reusing the demo pictures. Needs the demo
 * catalogue first. Returns how many products it added.
 */
export async function seedSyntheticProducts(
  db: Db,
  target: number,
  onProgress?: (done: number) => void,
): Promise<number> {
  const templates = await listSeedTemplates(db);
  if (templates.length === 0) throw new Error('seed the demo catalogue first');
  const shopIds = [...new Set(templates.map((t) => t.shop_id))];
  const existing = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const missing = target - Number(existing.n);
  if (missing <= 0) return 0;
  const random = randomFor(`synthetic-${existing.n}`);
  const now = Date.now();
  for (let done = 0; done < missing; done += BATCH) {
    const rows: NewProduct[] = [];
    for (let i = done; i < Math.min(done + BATCH, missing); i++) {
      const template = templates[i % templates.length]!;
      const factor = 0.6 + random() * 0.9;
      rows.push({
        shop_id: random() < 0.5 ? template.shop_id : shopIds[Math.floor(random() * shopIds.length)]!,
        category_id: template.category_id,
        title: withModel(template.title, `${String.fromCharCode(65 + (i % 26))}${1000 + ((i * 7919) % 9000)}`),
        description: template.description,
        images: template.images,
        specs: template.specs,
        skus: template.skus.slice(0, MAX_SKUS).map((sku) => ({
          options: sku.options,
          price: Math.max(50, Math.round((sku.price * factor) / 10) * 10 - 1),
          stock: Math.floor(random() * 500),
        })),
        sales: Math.floor(random() * random() * 30_000),
        review_count: 0,
        rating_total: 0,
        created_at: new Date(now - Math.floor(random() * 365 * 86_400_000)),
      });
    }
    await db.transaction().execute((trx) => insertProducts(trx, rows));
    onProgress?.(done + rows.length);
  }
  await refreshShopFigures(db);
  return missing;
}
