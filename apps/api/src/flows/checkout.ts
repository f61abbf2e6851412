import type { OrderCreateBody, OrderCreateDto } from '@shop/contract/order';
import type { AppDeps } from '../app-deps.ts';
import { retryOnConflict } from '../lib/retry.ts';
import { removeSkus } from '../modules/cart/cart.service.ts';
import {
  loadLines,
  lockShopper,
  placeBuyNowAtOnce,
  placeOrders,
  priceCheckout,
  reserveStock,
  startCheckout,
  takePromoUse,
  takeVoucherUses,
} from '../modules/order/checkout.service.ts';
import { flow } from './flow.ts';

/**
 * The checkout flow (docs/modules.md#flows): places the orders of a checkout, one order per shop in status 0, the
 * stock of every line reserved with a conditional update (never more than there is), a deal's units taken in the
 * same statement, each shop voucher's and the promo code's use counted under their caps, the bought lines removed
 * from the cart; all of it or, on any refusal, none of it.
 *
 * Built for a crowd buying one SKU at once (a flash sale). Each checkout waits once for a pool connection, every
 * check comes before anything is written, and a sold-out SKU is refused by the read that loads it, with no lock
 * taken and no transaction opened. A buy-now without a promo code or voucher (the flash-sale case) is then placed by ONE
 * statement (order.repo.ts placeOrderTakingStock) and touches no other module: the SKU's row, the one every buyer
 * waits for, is held only while the database runs it. Other checkouts (the cart, a promo code) run in one
 * transaction, step by step: lock the shopper (two checkouts of the same cart must not both buy it; a promo code's
 * per-shopper cap), read the lines (cart), price them (freight, the promo code), place the orders (new rows, nobody
 * waits for them), then the contended rows last: reserve the stock, take the promo use, remove the bought lines from
 * the cart (cart), then the commit.
 */
export async function createOrders(
  { db }: Pick<AppDeps, 'db'>,
  userId: number,
  body: OrderCreateBody,
  lang: string,
): Promise<OrderCreateDto> {
  // One connection for the whole checkout (one wait for the pool), and no transaction until the checks that need
  // no lock have passed: a sold-out SKU is refused by the read that loads it.
  return db.connection().execute(async (conn) => {
    const { source } = body;
    if ('buy_now' in source && !body.promo_code && !body.shop_vouchers?.length) {
      const placed = await placeBuyNowAtOnce(conn, userId, body, source.buy_now, lang);
      if (placed) return placed;
    }
    const start = await startCheckout(conn, userId, body.address_id);
    return retryOnConflict(() =>
      conn.transaction().execute(async (trx) => {
        const step = flow('checkout', trx);
        await step('lock the shopper', () => lockShopper(trx, userId));
        const lines = await step('read the lines', () => loadLines(trx, userId, source, lang));
        const priced = await step('price the orders', () => priceCheckout(trx, userId, lines, body));
        const placed = await step('place the orders', () => placeOrders(trx, userId, body, start, priced));
        await step('reserve the stock and the deals', () => reserveStock(trx, userId, lines, lang));
        await step('take the voucher uses', () => takeVoucherUses(trx, userId, priced, placed));
        await step('take the promo use', () => takePromoUse(trx, userId, priced, placed.checkout_no));
        if ('cart' in source) {
          await step('remove the bought lines from the cart', () =>
            removeSkus(
              trx,
              userId,
              lines.map((line) => line.sku.sku_id),
            ),
          );
        }
        return placed;
      }),
    );
  });
}
