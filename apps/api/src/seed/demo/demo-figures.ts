import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * Figures a running shop earns over time (units sold, fans, a product's age) that the demo
 * catalogue is given at once, so lists and rankings look lived-in. Only counters are written here: every product,
 * SKU, shop and picture itself goes through the catalogue services.
 */

export async function setDemoProductFigures(
  db: Db,
  productId: number,
  figures: { skuSales: number[]; salesFactor: number; createdAt: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const skus = await trx.selectFrom('skus').select('id').where('product_id', '=', productId).orderBy('id').execute();
    for (const [i, sku] of skus.entries()) {
      await trx
        .updateTable('skus')
        .set({ sales: figures.skuSales[i] ?? 0 })
        .where('id', '=', sku.id)
        .execute();
    }
    const total = figures.skuSales.reduce((sum, n) => sum + n, 0) * figures.salesFactor;
    // created_at is never changed by the app (the schema type forbids it); the demo back-dates its products.
    await sql`
      update products set sales = ${total},
        created_at = ${figures.createdAt}, updated_at = ${figures.createdAt}
      where id = ${productId}
    `.execute(trx);
  });
}

export async function setDemoShopFigures(db: Db, shopId: number, figures: { fans: number }): Promise<void> {
  await db.updateTable('shops').set({ fans: figures.fans }).where('id', '=', shopId).execute();
}
