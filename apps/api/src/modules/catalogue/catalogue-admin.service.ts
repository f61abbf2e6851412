import {
  type BannerAdminDto,
  type BannerSaveBody,
  type BannerState,
  bannerLinkOf,
  type CategoryAdminDto,
  type CategorySaveBody,
  formatRateBp,
  type HotKeywordsBody,
  type ShopAdminDto,
  type ShopAdminListQuery,
  type ShopSaveBody,
} from '@shop/contract/console-catalogue';
import { LANG_CODES, type LangCode } from '@shop/contract/languages';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/database.ts';
import type { ImagePair, ReturnAddress } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { getSetting, putSetting } from '../settings/settings.service.ts';
import * as repo from './catalogue-admin.repo.ts';
import { editorUrlOf, pictureFor } from './catalogue-pictures.ts';
import type { CatalogueActor } from './product-admin.service.ts';
import { bumpCatalogueVersion, setShopProductsListed } from './product-admin.repo.ts';
import { HOT_KEYWORDS_SETTING } from './product.service.ts';

/**
 * A change outside this module that public catalogue reads show (a shop's voucher or deal): moves the catalogue's
 * version in the caller's transaction, as every catalogue edit does.
 */
export async function catalogueChanged(trx: Executor): Promise<void> {
  await bumpCatalogueVersion(trx);
}

/**
 * Categories, shops, commission rates, banners and hot keywords: the console's catalogue (and, for its own shop,
 * the seller center's). Every change bumps the catalogue version in its transaction and, by an operator, is audited.
 */

type Deps = Pick<AppDeps, 'db' | 'pictures'>;

async function audit(
  trx: Executor,
  actor: CatalogueActor,
  entry: { action: string; targetType: string; targetId?: number; before?: unknown; after?: unknown },
) {
  if (actor.kind === 'operator') await recordAudit(trx, { operatorId: actor.id, ...entry });
}

// ——— categories ———

/** "Men's clothing" → "mens-clothing"; texts without Latin letters or digits give no slug. */
function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

async function freeSlug(trx: Executor, name: string): Promise<string> {
  const base = slugOf(name) || 'category';
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await repo.slugTaken(trx, slug))) return slug;
  }
}

function toCategoryAdmin(row: Awaited<ReturnType<typeof repo.listCategoriesAdmin>>[number]): CategoryAdminDto {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name as CategoryAdminDto['name'],
    icon: editorUrlOf(row.icon),
    sort: row.sort,
    product_count: Number(row.product_count),
    parent_id: row.parent_id,
    hidden: row.hidden,
    child_count: Number(row.child_count),
  };
}

export async function listCategoriesAdmin({ db }: Pick<AppDeps, 'db'>): Promise<CategoryAdminDto[]> {
  return (await repo.listCategoriesAdmin(db)).map(toCategoryAdmin);
}

/**
 * Creates or changes a category: its names, icon, order, parent and whether shoppers see it. Categories nest in two
 * levels and products sit on leaves, so a category takes a parent only when that parent is top-level and holds no
 * products, and only while it has no subcategories itself. Hiding or showing one (or moving it under a hidden parent)
 * puts `listed` right for its products and its subcategories' products in the same transaction.
 */
export async function saveCategory(
  deps: Deps,
  body: CategorySaveBody & {
    /** A new category's slug (the demo's own); else made from the English name. */ slug?: string;
  },
  actor: CatalogueActor,
  lang: LangCode = 'en',
) {
  const icon = await pictureFor(deps.pictures, body.icon, 'icon');
  return deps.db.transaction().execute(async (trx) => {
    let id = body.id;
    const before = id === undefined ? undefined : await repo.lockCategory(trx, id);
    if (id !== undefined && !before) throw new AppError('CATEGORY_NOT_FOUND');
    const parentId = body.parent_id === undefined ? (before?.parent_id ?? null) : body.parent_id;
    const hidden = body.hidden ?? before?.hidden ?? false;
    if (parentId !== null) await checkParent(trx, parentId, id, lang);
    const fields = (sort: number): repo.CategoryFields => ({
      name: body.name,
      icon,
      sort,
      parent_id: parentId,
      hidden,
    });
    if (id === undefined || !before) {
      const sort = body.sort ?? (await repo.nextCategorySort(trx, parentId));
      const slug = await freeSlug(trx, body.slug ?? body.name.en);
      id = (await repo.insertCategoryRow(trx, slug, fields(sort))).id;
      await audit(trx, actor, { action: 'category.create', targetType: 'category', targetId: id, after: body });
    } else {
      const moved = parentId !== before.parent_id;
      const sort = body.sort ?? (moved ? await repo.nextCategorySort(trx, parentId) : before.sort);
      await repo.updateCategoryRow(trx, id, fields(sort));
      if (moved || hidden !== before.hidden) await repo.relistCategoryProducts(trx, [id]);
      await audit(trx, actor, { action: 'category.update', targetType: 'category', targetId: id, before, after: body });
    }
    await bumpCatalogueVersion(trx);
    const saved = (await repo.listCategoriesAdmin(trx)).find((row) => row.id === id);
    if (!saved) throw new AppError('CATEGORY_NOT_FOUND');
    return toCategoryAdmin(saved);
  });
}

/** Whether `parentId` may hold the category `id` (undefined: a new one) as a subcategory; refuses with why not. */
async function checkParent(trx: Executor, parentId: number, id: number | undefined, lang: LangCode): Promise<void> {
  if (parentId === id) throw new AppError('CATEGORY_TOO_DEEP');
  // Held like the category itself: a product saved into the parent meanwhile waits (product-admin.repo.ts).
  const parent = await repo.lockCategory(trx, parentId);
  if (!parent) throw new AppError('CATEGORY_NOT_FOUND');
  if (parent.parent_id !== null) throw new AppError('CATEGORY_TOO_DEEP');
  if (id !== undefined && (await repo.categoryContents(trx, id)).children > 0) throw new AppError('CATEGORY_TOO_DEEP');
  if ((await repo.categoryContents(trx, parentId)).products > 0) {
    const name = parent.name as Partial<Record<LangCode, string>> & { en: string };
    throw new AppError('CATEGORY_HOLDS_PRODUCTS', { name: name[lang] || name.en });
  }
}

/**
 * Deletes an empty category. Refused while it holds products or subcategories (moving them is the operator's
 * choice, never implied), or while a banner opens it.
 */
export async function deleteCategory(deps: Pick<AppDeps, 'db'>, id: number, actor: CatalogueActor): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const before = await repo.lockCategory(trx, id);
    if (!before) throw new AppError('CATEGORY_NOT_FOUND');
    const contents = await repo.categoryContents(trx, id);
    if (contents.products > 0 || contents.children > 0) {
      throw new AppError('CATEGORY_NOT_EMPTY', { products: contents.products, children: contents.children });
    }
    if (contents.banners > 0) throw new AppError('CATEGORY_IN_USE');
    await repo.deleteCategoryRow(trx, id);
    await audit(trx, actor, { action: 'category.delete', targetType: 'category', targetId: id, before });
    await bumpCatalogueVersion(trx);
  });
}

// ——— shops ———

/** The platform's default commission, in basis points; DEFAULT_COMMISSION_BP until finance sets one. */
export const COMMISSION_SETTING = 'commission_default_bp';
export const DEFAULT_COMMISSION_BP = 500;

export async function defaultCommissionBp(db: Executor): Promise<number> {
  return (await getSetting<number>(db, COMMISSION_SETTING)) ?? DEFAULT_COMMISSION_BP;
}

function toShopAdmin(row: repo.ShopAdminRow, defaultBp: number): ShopAdminDto {
  return {
    id: row.id,
    name: row.name as ShopAdminDto['name'],
    description: row.description as ShopAdminDto['description'],
    logo: editorUrlOf(row.logo),
    banner: editorUrlOf(row.banner),
    active: row.active,
    return_address: (row.return_address as ReturnAddress | null) ?? null,
    commission_rate: formatRateBp(row.commission_bp ?? defaultBp),
    commission_is_default: row.commission_bp === null,
    product_count: Number(row.product_count),
    sales: row.sales,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function listShopsAdmin({ db }: Pick<AppDeps, 'db'>, query: ShopAdminListQuery) {
  const [{ list, total }, defaultBp] = await Promise.all([
    repo.listShopsAdmin(
      db,
      { keyword: query.keyword, active: query.active },
      query.limit,
      (query.page - 1) * query.limit,
    ),
    defaultCommissionBp(db),
  ]);
  return { list: list.map((row) => toShopAdmin(row, defaultBp)), total, page: query.page, limit: query.limit };
}

export async function getShopAdmin({ db }: Pick<AppDeps, 'db'>, id: number): Promise<ShopAdminDto> {
  const row = await repo.findShopAdmin(db, id);
  if (!row) throw new AppError('SHOP_NOT_FOUND');
  return toShopAdmin(row, await defaultCommissionBp(db));
}

/**
 * Creates a shop (at the platform's default commission) or changes one. Deactivating takes every product of the
 * shop out of listings, search and checkout in the same transaction; reactivating puts back those on sale.
 */
export async function saveShop(
  deps: Deps,
  body: Omit<ShopSaveBody, 'active'> & { active?: boolean },
  actor: CatalogueActor,
): Promise<ShopAdminDto> {
  const pictures = await shopPictures(deps, body);
  const id = await deps.db.transaction().execute((trx) => writeShop(trx, body, pictures, actor));
  return getShopAdmin(deps, id);
}

/** The logo and banner of a shop's save, cut to their sizes (file work: before any transaction). */
export async function shopPictures(deps: Pick<Deps, 'pictures'>, body: { logo: string; banner: string }) {
  const [logo, banner] = await Promise.all([
    pictureFor(deps.pictures, body.logo, 'logo'),
    pictureFor(deps.pictures, body.banner, 'banner'),
  ]);
  return { logo, banner };
}

/**
 * Writes a shop in the caller's transaction (a save, or a seller's approval, which creates the shop with the
 * decision). A new shop is active at the platform's default commission (commission_bp null).
 */
export async function writeShop(
  trx: Executor,
  body: Omit<ShopSaveBody, 'active' | 'logo' | 'banner'> & { active?: boolean },
  pictures: { logo: ImagePair; banner: ImagePair },
  actor: CatalogueActor,
): Promise<number> {
  const fields = (active: boolean): repo.ShopFields => ({
    name: body.name,
    description: body.description,
    ...pictures,
    active,
    return_address: body.return_address ?? null,
  });
  if (body.id === undefined) {
    const { id: created } = await repo.insertShopRow(trx, fields(body.active ?? true), null);
    await audit(trx, actor, { action: 'shop.create', targetType: 'shop', targetId: created, after: body });
    await bumpCatalogueVersion(trx);
    return created;
  }
  const before = await repo.lockShop(trx, body.id);
  if (!before) throw new AppError('SHOP_NOT_FOUND');
  const active = body.active ?? before.active;
  await repo.updateShopRow(trx, body.id, fields(active));
  if (active !== before.active) await setShopProductsListed(trx, body.id, active);
  await audit(trx, actor, { action: 'shop.update', targetType: 'shop', targetId: body.id, before, after: body });
  await bumpCatalogueVersion(trx);
  return body.id;
}

/** A shop's commission rate, or without a shop the platform's default (finance). */
export async function saveCommission(
  { db }: Pick<AppDeps, 'db'>,
  body: { shop_id?: number | null; rate: number | null },
  operatorId: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (body.shop_id == null) {
      // The schema refuses a null default; the check keeps the type honest.
      if (body.rate === null) throw new AppError('VALIDATION', undefined, { fields: { rate: 'rateInvalid' } });
      const before = await defaultCommissionBp(trx);
      await putSetting(trx, COMMISSION_SETTING, body.rate);
      await recordAudit(trx, {
        operatorId,
        action: 'commission.default',
        targetType: 'settings',
        before: { rate: formatRateBp(before) },
        after: { rate: formatRateBp(body.rate) },
      });
      return;
    }
    const before = await repo.lockShop(trx, body.shop_id);
    if (!before || !(await repo.setShopCommission(trx, body.shop_id, body.rate))) throw new AppError('SHOP_NOT_FOUND');
    await recordAudit(trx, {
      operatorId,
      action: 'commission.shop',
      targetType: 'shop',
      targetId: body.shop_id,
      before: { rate: before.commission_bp === null ? null : formatRateBp(before.commission_bp) },
      after: { rate: body.rate === null ? null : formatRateBp(body.rate) },
    });
  });
}

// ——— banners ———

/** A banner's state now, by this server's clock (the shopper's read asks the database's, the same machine's time). */
function bannerState(row: { active: boolean; starts_at: Date | null; ends_at: Date | null }, now: number): BannerState {
  if (!row.active) return 'off';
  if (row.starts_at && row.starts_at.getTime() > now) return 'scheduled';
  if (row.ends_at && row.ends_at.getTime() <= now) return 'ended';
  return 'live';
}

function toBannerAdmin(row: Awaited<ReturnType<typeof repo.listBannersAdmin>>[number], now: number): BannerAdminDto {
  return {
    id: row.id,
    title: row.title as BannerAdminDto['title'],
    subtitle: row.subtitle as BannerAdminDto['subtitle'],
    image: editorUrlOf(row.image),
    category_id: row.category_id,
    discounted_only: row.discounted_only,
    link_type: row.link_type,
    link_value: row.link_value,
    starts_at: row.starts_at?.toISOString() ?? null,
    ends_at: row.ends_at?.toISOString() ?? null,
    state: bannerState(row, now),
    sort: row.sort,
    active: row.active,
  };
}

export async function listBannersAdmin({ db }: Pick<AppDeps, 'db'>): Promise<BannerAdminDto[]> {
  const now = Date.now();
  return (await repo.listBannersAdmin(db)).map((row) => toBannerAdmin(row, now));
}

/** Where a banner leads, its category, product or shop checked to exist: a banner never leads to a missing page. */
async function checkedLink(trx: Executor, body: BannerSaveBody) {
  const link = bannerLinkOf(body);
  // The body's rule made the value an id for these three types.
  const target = Number(link.value);
  const exists = async (table: 'categories' | 'products' | 'shops') =>
    Number.isSafeInteger(target) && (await repo.linkTargetExists(trx, table, target));
  // A category link without a category is the first shape's "every product" (see bannerSaveBody).
  if (link.type === 'category' && link.value !== null && !(await exists('categories'))) {
    throw new AppError('CATEGORY_NOT_FOUND');
  }
  if (link.type === 'product' && !(await exists('products'))) throw new AppError('PRODUCT_NOT_FOUND');
  if (link.type === 'shop' && !(await exists('shops'))) throw new AppError('SHOP_NOT_FOUND');
  return { ...link, categoryId: link.type === 'category' && link.value !== null ? target : null };
}

/** When a schedule field is left out of an edit it stays as it was; null clears it. */
function scheduleTime(value: string | null | undefined, before: Date | null | undefined): Date | null {
  if (value === undefined) return before ?? null;
  return value === null ? null : new Date(value);
}

/**
 * Creates or changes a banner: texts, picture, where it leads (checked to exist), its schedule and place. The
 * shopper's home shows it only while live; the catalogue schedule moves the generation at its start and end.
 */
export async function saveBanner(deps: Deps, body: BannerSaveBody, actor: CatalogueActor): Promise<BannerAdminDto> {
  const image = await pictureFor(deps.pictures, body.image, 'banner');
  return deps.db.transaction().execute(async (trx) => {
    const link = await checkedLink(trx, body);
    const before = body.id === undefined ? undefined : await repo.lockBanner(trx, body.id);
    if (body.id !== undefined && !before) throw new AppError('BANNER_NOT_FOUND');
    const startsAt = scheduleTime(body.starts_at, before?.starts_at);
    const endsAt = scheduleTime(body.ends_at, before?.ends_at);
    // Checked here too: one end may be the stored one.
    if (startsAt && endsAt && startsAt >= endsAt)
      throw new AppError('VALIDATION', undefined, { fields: { ends_at: 'dateRangeInvalid' } });
    const fields = (sort: number): repo.BannerFields => ({
      title: body.title,
      subtitle: body.subtitle,
      image,
      category_id: link.categoryId,
      discounted_only: link.type === 'discounted',
      link_type: link.type,
      link_value: link.type === 'discounted' ? null : link.value,
      starts_at: startsAt,
      ends_at: endsAt,
      sort,
      active: body.active,
    });
    let id = body.id;
    if (id === undefined || !before) {
      id = (await repo.insertBannerRow(trx, fields(body.sort ?? (await repo.nextBannerSort(trx))))).id;
      await audit(trx, actor, { action: 'banner.create', targetType: 'banner', targetId: id, after: body });
    } else {
      await repo.updateBannerRow(trx, id, fields(body.sort ?? before.sort));
      await audit(trx, actor, { action: 'banner.update', targetType: 'banner', targetId: id, before, after: body });
    }
    await bumpCatalogueVersion(trx);
    const saved = await repo.lockBanner(trx, id);
    if (!saved) throw new AppError('BANNER_NOT_FOUND');
    return toBannerAdmin(saved, Date.now());
  });
}

// ——— hot keywords ———

export async function getHotKeywords({ db }: Pick<AppDeps, 'db'>): Promise<Record<LangCode, string[]>> {
  const stored = (await getSetting<Partial<Record<LangCode, string[]>>>(db, HOT_KEYWORDS_SETTING)) ?? {};
  return Object.fromEntries(LANG_CODES.map((lang) => [lang, stored[lang] ?? []])) as Record<LangCode, string[]>;
}

/** The search page's suggestions per language; duplicates within a language are dropped. */
export async function saveHotKeywords(
  { db }: Pick<AppDeps, 'db'>,
  body: HotKeywordsBody,
  actor: CatalogueActor,
): Promise<Record<LangCode, string[]>> {
  const keywords = Object.fromEntries(LANG_CODES.map((lang) => [lang, [...new Set(body.keywords[lang])]])) as Record<
    LangCode,
    string[]
  >;
  await db.transaction().execute(async (trx) => {
    const before = await getSetting(trx, HOT_KEYWORDS_SETTING);
    await putSetting(trx, HOT_KEYWORDS_SETTING, keywords);
    await audit(trx, actor, { action: 'hot_keywords.save', targetType: 'settings', before, after: keywords });
    await bumpCatalogueVersion(trx);
  });
  return keywords;
}
