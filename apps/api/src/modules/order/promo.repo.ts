import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { PromoCodesTable } from '../../db/schema.ts';
import type { Insertable } from 'kysely';

export async function findPromoByCode(db: Executor, code: string) {
  return db.selectFrom('promo_codes').selectAll().where('code', '=', code).executeTakeFirst();
}
export type PromoRow = NonNullable<Awaited<ReturnType<typeof findPromoByCode>>>;

/**
 * Counts one use, only while the code is active, inside its window and under its total cap: one conditional
 * statement, so ten shoppers racing for the last use cannot all get it.
 */
export async function takePromoUse(db: Executor, promoId: number): Promise<boolean> {
  const result = await db
    .updateTable('promo_codes')
    .set({ used: sql`used + 1` })
    .where('id', '=', promoId)
    .where('active', '=', true)
    .where(sql<boolean>`now() >= starts_at and now() < ends_at`)
    .where((eb) => eb.or([eb('total_limit', 'is', null), eb('used', '<', eb.ref('total_limit'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Uses of a code by one shopper that were not released. */
export async function countShopperUses(db: Executor, promoId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('promo_redemptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('promo_id', '=', promoId)
    .where('user_id', '=', userId)
    .where('released_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertRedemption(
  db: Executor,
  promoId: number,
  userId: number,
  checkoutNo: string,
): Promise<void> {
  await db
    .insertInto('promo_redemptions')
    .values({ promo_id: promoId, user_id: userId, checkout_no: checkoutNo })
    .execute();
}

/** Gives the use of a checkout back (once: the conditional update finds the row only while it is unreleased). */
export async function releaseRedemption(db: Executor, checkoutNo: string): Promise<void> {
  const row = await db
    .updateTable('promo_redemptions')
    .set({ released_at: sql`now()` })
    .where('checkout_no', '=', checkoutNo)
    .where('released_at', 'is', null)
    .returning('promo_id')
    .executeTakeFirst();
  if (row) await db.updateTable('promo_codes').set({ used: sql`used - 1` }).where('id', '=', row.promo_id).execute();
}

export async function listPromos(db: Executor, limit: number, offset: number) {
  const [list, total] = await Promise.all([
    db.selectFrom('promo_codes').selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    db
      .selectFrom('promo_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}

export type PromoFields = Omit<Insertable<PromoCodesTable>, 'id' | 'used' | 'created_at'>;

export async function insertPromo(db: Executor, fields: PromoFields) {
  return db.insertInto('promo_codes').values(fields).returningAll().executeTakeFirstOrThrow();
}

export async function updatePromo(db: Executor, id: number, fields: PromoFields) {
  return db.updateTable('promo_codes').set(fields).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function promoCodeTaken(db: Executor, code: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('promo_codes').select('id').where('code', '=', code);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function findPromoById(db: Executor, id: number) {
  return db.selectFrom('promo_codes').selectAll().where('id', '=', id).executeTakeFirst();
}
