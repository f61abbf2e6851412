import type { AppDeps } from '../../app-deps.ts';
import { saveDeal } from '../../modules/promotion/deal.service.ts';
import { saveVoucher } from '../../modules/promotion/voucher.service.ts';

const DAY = 24 * 3_600_000;

/**
 * The demo seller's promotions, through the seller center's own services: a public voucher ($3 off $30 of the shop's
 * goods) and a week's deal at 20 % off four of its SKUs, so that `npm start` shows the Deals strip on Home, a
 * countdown on those products and a voucher preselected at checkout.
 */
export async function seedDemoPromotions(deps: Pick<AppDeps, 'db'>, shopId: number): Promise<void> {
  const { db } = deps;
  const startsAt = new Date(Date.now() - 60_000).toISOString();
  await saveVoucher(deps, shopId, {
    name: 'Welcome to the shop',
    code: null,
    kind: 'fixed',
    amount_off: 300,
    min_spend: 3000,
    starts_at: startsAt,
    ends_at: new Date(Date.now() + 30 * DAY).toISOString(),
    total_limit: 1000,
    per_user_limit: 1,
    active: true,
  });
  const skus = await db
    .selectFrom('skus')
    .innerJoin('products', 'products.id', 'skus.product_id')
    .select(['skus.id', 'skus.price'])
    .where('products.shop_id', '=', shopId)
    .where('products.listed', '=', true)
    .where('skus.retired_at', 'is', null)
    .where('skus.stock', '>', 20)
    .distinctOn('skus.product_id')
    .orderBy('skus.product_id')
    .orderBy('skus.id')
    .limit(4)
    .execute();
  if (skus.length === 0) return;
  await saveDeal(
    deps,
    shopId,
    {
      name: 'Week of deals',
      starts_at: startsAt,
      ends_at: new Date(Date.now() + 7 * DAY).toISOString(),
      active: true,
      items: skus.map((sku) => ({
        sku_id: sku.id,
        price: Math.round(sku.price * 0.8),
        deal_stock: 20,
        per_user_limit: 2,
      })),
    },
    'en',
  );
}
