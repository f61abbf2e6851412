import type { Executor } from '../../db/database.ts';
import type { FreightRule } from './pricing.ts';

export interface FreightRuleRow extends FreightRule {
  shop_id: number | null;
}

/** The freight rule of each shop: its own, else the default (the row without a shop). */
export async function freightRulesFor(db: Executor, shopIds: number[]): Promise<(shopId: number) => FreightRule> {
  const rows = await db
    .selectFrom('freight_rules')
    .select(['shop_id', 'fee', 'free_above'])
    .where((eb) => eb.or([eb('shop_id', 'is', null), ...(shopIds.length ? [eb('shop_id', 'in', shopIds)] : [])]))
    .execute();
  return ruleOfShop(rows);
}

/** The rules that can apply to a SKU (its shop's and the default), not run: for checkout.repo.ts. */
export function freightRulesOfSkuQuery(db: Executor, skuId: number) {
  return db
    .selectFrom('freight_rules')
    .select(['shop_id', 'fee', 'free_above'])
    .where((eb) =>
      eb.or([
        eb('shop_id', 'is', null),
        eb(
          'shop_id',
          '=',
          eb
            .selectFrom('skus')
            .innerJoin('products', 'products.id', 'skus.product_id')
            .select('products.shop_id')
            .where('skus.id', '=', skuId),
        ),
      ]),
    );
}

/** A shop's rule among `rows`: its own, else the default (the row without a shop), else free. */
export function ruleOfShop(rows: FreightRuleRow[]): (shopId: number) => FreightRule {
  const byShop = new Map(rows.map((row) => [row.shop_id ?? 0, { fee: row.fee, free_above: row.free_above }]));
  const fallback = byShop.get(0) ?? { fee: 0, free_above: null };
  return (shopId) => byShop.get(shopId) ?? fallback;
}

export async function listFreightRules(db: Executor) {
  return db
    .selectFrom('freight_rules')
    .leftJoin('shops', 'shops.id', 'freight_rules.shop_id')
    .select([
      'freight_rules.id',
      'freight_rules.shop_id',
      (eb) => eb.ref('shops.name', '->>').key('en').as('shop_name'),
      'freight_rules.fee',
      'freight_rules.free_above',
    ])
    .orderBy('freight_rules.shop_id', (ob) => ob.asc().nullsFirst())
    .execute();
}

/** Writes a shop's rule (or the default when shopId is null): one row per shop. */
export async function saveFreightRule(db: Executor, shopId: number | null, fee: number, freeAbove: number | null) {
  const existing = await db
    .selectFrom('freight_rules')
    .select('id')
    .where((eb) => (shopId === null ? eb('shop_id', 'is', null) : eb('shop_id', '=', shopId)))
    .executeTakeFirst();
  if (existing) {
    await db.updateTable('freight_rules').set({ fee, free_above: freeAbove }).where('id', '=', existing.id).execute();
    return existing.id;
  }
  const row = await db
    .insertInto('freight_rules')
    .values({ shop_id: shopId, fee, free_above: freeAbove })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes the default rule only when there is none, so seeding never overwrites an operator's choice. */
export async function ensureDefaultFreightRule(db: Executor, fee: number, freeAbove: number | null): Promise<void> {
  const existing = await db.selectFrom('freight_rules').select('id').where('shop_id', 'is', null).executeTakeFirst();
  if (!existing) await db.insertInto('freight_rules').values({ shop_id: null, fee, free_above: freeAbove }).execute();
}

export async function deleteFreightRule(db: Executor, shopId: number): Promise<boolean> {
  const result = await db.deleteFrom('freight_rules').where('shop_id', '=', shopId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
