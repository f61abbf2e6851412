import { type Kysely, sql } from 'kysely';

/**
 * Review figures that agree with the review rows (docs/domain.md#reviews). A product keeps, as counters moved in the review's own
 * transaction (and by hiding or showing one), its visible reviews' count and the sums of each of the spec's three
 * scores (product, service, postage); a shop its visible reviews' count and how many gave the product 4 or 5. The
 * averages are derived from them. The demo used to write made-up figures here ("★4.8 · 424 reviews" above "No
 * reviews yet"): every counter is rebuilt from the rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table products
      add column service_total integer not null default 0,
      add column postage_total integer not null default 0`.execute(db);
  await sql`
    update products p set
      review_count = coalesce(r.n, 0),
      rating_total = coalesce(r.product, 0),
      service_total = coalesce(r.service, 0),
      postage_total = coalesce(r.postage, 0)
    from products q
    left join (
      select product_id, count(*) as n, sum(product_score) as product, sum(service_score) as service,
        sum(postage_score) as postage
      from reviews where not hidden group by product_id
    ) r on r.product_id = q.id
    where p.id = q.id`.execute(db);
  await sql`
    update shops s set
      review_count = coalesce(r.n, 0),
      good_review_count = coalesce(r.good, 0)
    from shops q
    left join (
      select shop_id, count(*) as n, count(*) filter (where product_score >= 4) as good
      from reviews where not hidden group by shop_id
    ) r on r.shop_id = q.id
    where s.id = q.id`.execute(db);
  await upCardReference(db);
}

/**
 * Also: a card recharge, while no card acquirer confirms it, carries the payment reference the
 * shopper's card provider gave, which the operator checks beside the evidence picture before approving.
 */
export async function upCardReference(db: Kysely<unknown>): Promise<void> {
  await sql`alter table recharges add column provider_ref text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table recharges drop column provider_ref`.execute(db);
  await sql`alter table products drop column service_total, drop column postage_total`.execute(db);
}
