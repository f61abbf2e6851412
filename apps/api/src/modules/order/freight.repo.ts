import { NO_FREIGHT } from '@shop/contract/rules/freight';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { FreightRule } from './pricing.ts';

export interface FreightRuleRow extends FreightRule {
  shop_id: number | null;
}

/** What pricing reads of a rule (the shop, its mode and amounts). */
const RULE_COLUMNS = ['shop_id', 'mode', 'fee', 'free_above', 'first_weight_g', 'step_weight_g', 'step_fee'] as const;

/** The freight rule of each shop: its own, else the default (the row without a shop). */
export async function freightRulesFor(db: Executor, shopIds: number[]): Promise<(shopId: number) => FreightRule> {
  const rows = await db
    .selectFrom('freight_rules')
    .select(RULE_COLUMNS)
    .where((eb) => eb.or([eb('shop_id', 'is', null), ...(shopIds.length ? [eb('shop_id', 'in', shopIds)] : [])]))
    .execute();
  return ruleOfShop(rows);
}

/** The rules that can apply to a SKU (its shop's and the default), not run: for checkout.repo.ts. */
export function freightRulesOfSkuQuery(db: Executor, skuId: number) {
  return db
    .selectFrom('freight_rules')
    .select(RULE_COLUMNS)
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
  const byShop = new Map(rows.map(({ shop_id, ...rule }) => [shop_id ?? 0, rule]));
  const fallback = byShop.get(0) ?? NO_FREIGHT;
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
      'freight_rules.mode',
      'freight_rules.fee',
      'freight_rules.free_above',
      'freight_rules.first_weight_g',
      'freight_rules.step_weight_g',
      'freight_rules.step_fee',
      'freight_rules.version',
    ])
    .orderBy('freight_rules.shop_id', (ob) => ob.asc().nullsFirst())
    .execute();
}

/** A shop's own rule and the default (the row without a shop), with their versions: what a seller edits. */
export async function ownAndDefaultRule(db: Executor, shopId: number) {
  const rows = await db
    .selectFrom('freight_rules')
    .select([...RULE_COLUMNS, 'version'])
    .where((eb) => eb.or([eb('shop_id', 'is', null), eb('shop_id', '=', shopId)]))
    .execute();
  return { own: rows.find((row) => row.shop_id === shopId), fallback: rows.find((row) => row.shop_id === null) };
}

/**
 * Writes a shop's rule (or the default when shopId is null), one row per shop, and moves its version: the console's
 * save, which always lands.
 */
export async function saveFreightRule(db: Executor, shopId: number | null, rule: FreightRule) {
  const row = await db
    .insertInto('freight_rules')
    .values({ shop_id: shopId, ...rule })
    .onConflict((oc) =>
      oc.expression(sql`coalesce(shop_id, 0)`).doUpdateSet({ ...rule, version: sql`freight_rules.version + 1` }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A seller's save of its own shop's rule, only when the rule is still at `version` (0: the shop has none yet, it
 * used the default): one conditional statement, so of two saves against the same version exactly one lands. False
 * when the rule moved since (the console saved, or another save of the shop landed first).
 */
export async function saveFreightRuleAt(db: Executor, shopId: number, version: number, rule: FreightRule) {
  if (version === 0) {
    const inserted = await db
      .insertInto('freight_rules')
      .values({ shop_id: shopId, ...rule })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }
  const result = await db
    .updateTable('freight_rules')
    .set({ ...rule, version: sql`version + 1` })
    .where('shop_id', '=', shopId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
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
