import type { LangCode } from '@shop/contract/languages';
import type { ProductBulkBody, ProductBulkReportDto } from '@shop/contract/product-bulk';
import type { AppDeps } from '../app-deps.ts';
import { retryOnConflict } from '../lib/retry.ts';
import { applyBulkEdit, type BulkActor, holdProducts, skuIdsOf } from '../modules/catalogue/product-bulk.service.ts';
import { dealPriceFloors } from '../modules/promotion/deal.service.ts';
import { flow } from './flow.ts';

/**
 * The bulk product edit (docs/modules.md#flows): a flow because a price change reads promotion's deals while it
 * writes catalogue's products, and promotion already depends on catalogue. One transaction: hold the products
 * (catalogue: the rows, then their shops shared, which keeps the shops' deals still), read the deal prices
 * (promotion, a price change only), change the products (catalogue). A deadlock with a checkout holding a SKU runs
 * it again, as the checkout does.
 */
export function changeProductsInBulk(
  { db }: Pick<AppDeps, 'db'>,
  actor: BulkActor,
  body: ProductBulkBody,
  lang: LangCode,
): Promise<ProductBulkReportDto> {
  return retryOnConflict(() =>
    db.transaction().execute(async (trx) => {
      const step = flow('product bulk edit', trx);
      const held = await step('hold the products', () => holdProducts(trx, actor, body));
      const dealFloors =
        body.action === 'price'
          ? await step('read the deal prices', () => dealPriceFloors(trx, skuIdsOf(held)))
          : new Map<number, number>();
      return step('change the products', () => applyBulkEdit(trx, held, body, dealFloors, actor, lang));
    }),
  );
}
