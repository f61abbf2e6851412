import { sql } from 'kysely';
import type { BannerLinkType } from '@shop/contract/catalogue';
import type { Executor } from '../../db/database.ts';
import type { ImagePair, LocalizedText, ReturnAddress } from '../../db/schema.ts';
import { localized } from './catalogue.repo.ts';
import { planSearch, searchColumns } from './search-text.ts';

/** Categories, shops, commission rates and banners as operators (and sellers, for their shop) read and write them. */

// ——— categories ———

export async function listCategoriesAdmin(db: Executor) {
  return db
    .selectFrom('categories')
    .select(['id', 'slug', 'name', 'icon', 'sort', 'parent_id', 'hidden'])
    .select((eb) =>
      eb
        .selectFrom('products')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('products.category_id', '=', 'categories.id')
        .as('product_count'),
    )
    .select((eb) =>
      eb
        .selectFrom('categories as child')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('child.parent_id', '=', 'categories.id')
        .as('child_count'),
    )
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** The category, held until the save commits (a product saved into it, or a child added under it, waits). */
export async function lockCategory(db: Executor, id: number) {
  return db.selectFrom('categories').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** What a category holds: its products, its subcategories, and the banners that open it. */
export async function categoryContents(db: Executor, id: number) {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('products').select(eb.fn.countAll<number>().as('n')).where('category_id', '=', id).as('products'),
      eb.selectFrom('categories').select(eb.fn.countAll<number>().as('n')).where('parent_id', '=', id).as('children'),
      eb.selectFrom('banners').select(eb.fn.countAll<number>().as('n')).where('category_id', '=', id).as('banners'),
    ])
    .executeTakeFirstOrThrow();
  return { products: Number(row.products), children: Number(row.children), banners: Number(row.banners) };
}

export async function deleteCategoryRow(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('categories').where('id', '=', id).execute();
}

/**
 * Puts `listed` right for the products of these categories and of their subcategories after a category was hidden,
 * shown or moved: listed = on sale, its shop active, its category and that category's parent shown. One statement
 * over the catalogue's own tables; only rows whose state changes are written.
 */
export async function relistCategoryProducts(db: Executor, categoryIds: number[]): Promise<void> {
  if (categoryIds.length === 0) return;
  await sql`
    update products p
    set listed = p.on_sale and s.active and not c.hidden and not coalesce(parent.hidden, false)
    from shops s, categories c left join categories parent on parent.id = c.parent_id
    where s.id = p.shop_id and c.id = p.category_id
      and (c.id = any(${categoryIds}::int[]) or c.parent_id = any(${categoryIds}::int[]))
      and p.listed is distinct from (p.on_sale and s.active and not c.hidden and not coalesce(parent.hidden, false))
  `.execute(db);
}

export async function slugTaken(db: Executor, slug: string): Promise<boolean> {
  return !!(await db.selectFrom('categories').select('id').where('slug', '=', slug).executeTakeFirst());
}

export interface CategoryFields {
  name: LocalizedText;
  icon: ImagePair;
  sort: number;
  parent_id: number | null;
  hidden: boolean;
}

const categoryRow = (fields: CategoryFields) => ({
  name: JSON.stringify(fields.name),
  icon: JSON.stringify(fields.icon),
  sort: fields.sort,
  parent_id: fields.parent_id,
  hidden: fields.hidden,
});

export async function insertCategoryRow(db: Executor, slug: string, fields: CategoryFields) {
  return db
    .insertInto('categories')
    .values({ slug, ...categoryRow(fields) })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function updateCategoryRow(db: Executor, id: number, fields: CategoryFields): Promise<void> {
  await db.updateTable('categories').set(categoryRow(fields)).where('id', '=', id).execute();
}

/** The next sort number among the category's siblings (the top level, or one parent's subcategories). */
export async function nextCategorySort(db: Executor, parentId: number | null): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.coalesce(eb.fn.max('sort'), sql<number>`-1`).as('max'))
    .where('parent_id', parentId === null ? 'is' : '=', parentId)
    .executeTakeFirstOrThrow();
  return Number(row.max) + 1;
}

// ——— shops ———

const shopAdminColumns = [
  'shops.id',
  'shops.name',
  'shops.description',
  'shops.logo',
  'shops.banner',
  'shops.active',
  'shops.return_address',
  'shops.commission_bp',
  'shops.sales',
  'shops.created_at',
  'shops.updated_at',
] as const;

export async function findShopAdmin(db: Executor, id: number) {
  return db
    .selectFrom('shops')
    .select(shopAdminColumns)
    .select((eb) =>
      eb
        .selectFrom('products')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('products.shop_id', '=', 'shops.id')
        .as('product_count'),
    )
    .where('shops.id', '=', id)
    .executeTakeFirst();
}
export type ShopAdminRow = NonNullable<Awaited<ReturnType<typeof findShopAdmin>>>;

/** Shops by name in any language, newest first. */
export async function listShopsAdmin(
  db: Executor,
  filters: { keyword?: string; active?: boolean },
  limit: number,
  offset: number,
) {
  let query = db.selectFrom('shops');
  if (filters.active !== undefined) query = query.where('shops.active', '=', filters.active);
  const plan = filters.keyword ? planSearch(filters.keyword) : undefined;
  if (filters.keyword) {
    if (!plan) return { list: [], total: 0 };
    const grams = [...new Set(plan.words.flatMap((w) => w.grams))];
    query = query.where(sql<boolean>`shops.search_grams @> ${sql.val(grams)}::text[]`).where(
      sql<boolean>`${sql.join(
        plan.words.map((w) => sql`strpos(shops.search_text, ${w.word}) > 0`),
        sql` and `,
      )}`,
    );
  }
  const [list, total] = await Promise.all([
    query
      .select(shopAdminColumns)
      .select((eb) =>
        eb
          .selectFrom('products')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('products.shop_id', '=', 'shops.id')
          .as('product_count'),
      )
      .orderBy('shops.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}

export async function lockShop(db: Executor, id: number) {
  return db.selectFrom('shops').select(shopAdminColumns).where('shops.id', '=', id).forUpdate().executeTakeFirst();
}

export interface ShopFields {
  name: LocalizedText;
  description: LocalizedText;
  logo: ImagePair;
  banner: ImagePair;
  active: boolean;
  return_address: ReturnAddress | null;
}

const shopColumns = (fields: ShopFields) => ({
  name: JSON.stringify(fields.name),
  description: JSON.stringify(fields.description),
  logo: JSON.stringify(fields.logo),
  banner: JSON.stringify(fields.banner),
  active: fields.active,
  return_address: fields.return_address ? JSON.stringify(fields.return_address) : null,
  ...searchColumns(fields.name),
});

export async function insertShopRow(db: Executor, fields: ShopFields, commissionBp: number | null) {
  return db
    .insertInto('shops')
    .values({ ...shopColumns(fields), commission_bp: commissionBp })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function updateShopRow(db: Executor, id: number, fields: ShopFields): Promise<void> {
  await db
    .updateTable('shops')
    .set({ ...shopColumns(fields), updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function setShopCommission(db: Executor, id: number, bp: number | null): Promise<boolean> {
  const row = await db
    .updateTable('shops')
    .set({ commission_bp: bp, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

// ——— banners ———

const bannerColumns = [
  'id',
  'title',
  'subtitle',
  'image',
  'category_id',
  'discounted_only',
  'link_type',
  'link_value',
  'starts_at',
  'ends_at',
  'sort',
  'active',
] as const;

export async function listBannersAdmin(db: Executor) {
  return db.selectFrom('banners').select(bannerColumns).orderBy('sort').orderBy('id').execute();
}

export async function lockBanner(db: Executor, id: number) {
  return db.selectFrom('banners').select(bannerColumns).where('id', '=', id).forUpdate().executeTakeFirst();
}

export interface BannerFields {
  title: LocalizedText;
  subtitle: LocalizedText;
  image: ImagePair;
  category_id: number | null;
  discounted_only: boolean;
  link_type: BannerLinkType;
  link_value: string | null;
  starts_at: Date | null;
  ends_at: Date | null;
  sort: number;
  active: boolean;
}

const bannerRow = (fields: BannerFields) => ({
  ...fields,
  title: JSON.stringify(fields.title),
  subtitle: JSON.stringify(fields.subtitle),
  image: JSON.stringify(fields.image),
});

export async function insertBannerRow(db: Executor, fields: BannerFields) {
  return db.insertInto('banners').values(bannerRow(fields)).returning('id').executeTakeFirstOrThrow();
}

export async function updateBannerRow(db: Executor, id: number, fields: BannerFields): Promise<void> {
  await db.updateTable('banners').set(bannerRow(fields)).where('id', '=', id).execute();
}

export async function nextBannerSort(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('banners')
    .select((eb) => eb.fn.coalesce(eb.fn.max('sort'), sql<number>`-1`).as('max'))
    .executeTakeFirstOrThrow();
  return Number(row.max) + 1;
}

/**
 * Whether the category, product or shop a banner links to exists (a product off sale still exists: its page says
 * so). A category is held until the save commits, so it cannot be deleted under the banner.
 */
export async function linkTargetExists(
  db: Executor,
  table: 'categories' | 'products' | 'shops',
  id: number,
): Promise<boolean> {
  let query = db.selectFrom(table).select('id').where('id', '=', id);
  if (table === 'categories') query = query.forShare();
  return !!(await query.executeTakeFirst());
}

/** The name of a category in a language, for messages and lists. */
export async function categoryName(db: Executor, id: number, lang: string) {
  return db.selectFrom('categories').select(localized('name', lang).as('name')).where('id', '=', id).executeTakeFirst();
}
