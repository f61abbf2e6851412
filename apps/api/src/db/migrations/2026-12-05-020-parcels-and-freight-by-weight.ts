import { type Kysely, sql } from 'kysely';

/**
 * What a cross-border parcel needs (docs/domain.md#parcels-and-freight): each product's weight, size, customs code
 * and origin, an optional weight per SKU, and freight rules that price by weight and that a shop edits itself.
 *
 * - `products.weight_g`, `length_mm`, `width_mm`, `height_mm`: the packed product, whole grams and millimetres;
 *   `skus.weight_g` overrides the product's weight for one SKU. Unknown stays null (never 0): a line without a
 *   weight pays the rule's first-weight fee and adds nothing beyond it.
 * - `products.hs_code` (the customs tariff number, 6 to 10 digits) and `origin_country` (ISO 3166-1 alpha-2).
 * - `freight_rules.mode`: `flat` (today's `fee`, free from `free_above`) or `weight`: `fee` is the fee of the first
 *   `first_weight_g` grams, then `step_fee` per started `step_weight_g`; `free_above` applies to both.
 * - `freight_rules.version`: moved by every save. A seller saves against the version it read and is refused when
 *   the console saved in between; the console's save always lands, so the console's edit wins a race.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['weight_g', 'length_mm', 'width_mm', 'height_mm']) {
    await sql`alter table products add column ${sql.ref(column)} integer check (${sql.ref(column)} > 0)`.execute(db);
  }
  await sql`alter table products add column hs_code text check (hs_code ~ '^[0-9]{6,10}$')`.execute(db);
  await sql`alter table products add column origin_country text check (origin_country ~ '^[A-Z]{2}$')`.execute(db);
  await sql`alter table skus add column weight_g integer check (weight_g > 0)`.execute(db);

  await sql`alter table freight_rules add column mode text not null default 'flat'`.execute(db);
  await sql`alter table freight_rules add column first_weight_g integer`.execute(db);
  await sql`alter table freight_rules add column step_weight_g integer`.execute(db);
  await sql`alter table freight_rules add column step_fee integer`.execute(db);
  await sql`alter table freight_rules add column version integer not null default 1`.execute(db);
  await sql`alter table freight_rules add constraint freight_rules_mode check (
    (mode = 'flat' and first_weight_g is null and step_weight_g is null and step_fee is null)
    or (mode = 'weight' and first_weight_g > 0 and step_weight_g > 0 and step_fee >= 0))`.execute(db);
}
