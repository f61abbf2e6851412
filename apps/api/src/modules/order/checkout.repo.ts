import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Executor } from '../../db/database.ts';
import { addressQuery } from '../address/address.service.ts';
import { skuQuery } from '../cart/cart.service.ts';
import { settingQuery } from '../settings/settings.service.ts';
import { dealItemQuery } from '../promotion/deal.service.ts';
import { publicVoucherOfSkuQuery } from '../promotion/voucher.service.ts';
import { freightRulesOfSkuQuery } from './freight.repo.ts';

/**
 * Everything a buy-now checkout reads before it places the order, in ONE statement (one round trip, where four
 * separate reads cost four): the shipping address (looked up with the shopper's id), a stored setting (the order
 * settings), the SKU with its product and shop (stock included: a sold-out SKU is refused on this read, before any
 * lock or write), the freight rules that can apply to it, the deal item it is bought at (if any) and whether its
 * shop has a public voucher running (then the order is priced with the vouchers, in a transaction). Each part is the query its own repo runs on its own,
 * composed here as a subquery; the rows come back as JSON, whose values are all JSON-safe here (numbers, text,
 * booleans, jsonb; no timestamps).
 */
export async function readBuyNow(
  db: Executor,
  input: { userId: number; addressId: number; skuId: number; settingKey: string; dealId?: number },
) {
  return db
    .selectNoFrom([
      jsonObjectFrom(addressQuery(db, input.userId, input.addressId)).as('address'),
      settingQuery(db, input.settingKey).as('setting'),
      jsonObjectFrom(skuQuery(db, input.skuId)).as('sku'),
      jsonArrayFrom(freightRulesOfSkuQuery(db, input.skuId)).as('freight'),
      jsonObjectFrom(dealItemQuery(db, input.dealId ?? 0, input.skuId)).as('deal'),
      publicVoucherOfSkuQuery(db, input.skuId).as('public_voucher'),
    ])
    .executeTakeFirstOrThrow();
}
