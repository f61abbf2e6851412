import type { LangCode } from '@shop/contract/languages';
import { formatCents } from '@shop/contract/money';
import type { ShopDetailDto } from '@shop/contract/shop';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { toShopCard } from './catalogue-dto.ts';
import * as repo from './catalogue.repo.ts';
import { type CatalogueReadDeps, listProducts } from './product.service.ts';
import { planSearch } from './search-text.ts';

/* What other modules and flows may use of this module's repo, unchanged: the service is the module's face. */
export { listShopNames, localized, shopExists } from './catalogue.repo.ts';

const offsetOf = (page: number, limit: number) => (page - 1) * limit;

/** shop/hot: best-selling shops. */
export async function listHotShops({ db }: CatalogueReadDeps, lang: LangCode, page: number, limit: number) {
  const { list, total } = await repo.listHotShops(db, lang, limit, offsetOf(page, limit));
  return { list: list.map(toShopCard), total, page, limit };
}

/**
 * shop/search: seller results by name in any language. No words at all (Home's "More" beside Hot shops) is every
 * shop, best-selling first: the hot shops list, paged.
 */
export async function searchShops(
  deps: CatalogueReadDeps,
  lang: LangCode,
  query: { keyword: string; page: number; limit: number },
) {
  if (query.keyword === '') return listHotShops(deps, lang, query.page, query.limit);
  const { db } = deps;
  const plan = planSearch(query.keyword);
  if (!plan) return { list: [], total: 0, page: query.page, limit: query.limit };
  const offset = offsetOf(query.page, query.limit);
  let result = await repo.searchShops(db, lang, plan, false, query.limit, offset);
  if (result.total === 0 && plan.fuzzy.length === plan.words.length) {
    result = await repo.searchShops(db, lang, plan, true, query.limit, offset);
  }
  return { list: result.list.map(toShopCard), total: result.total, page: query.page, limit: query.limit };
}

export const SHOP_PAGE_PRODUCTS = 10;

/**
 * shop/detail: the shop's header figures and its best sellers; `followed` (whether the shopper follows it) is
 * false here and set per shopper by the route, outside the shared answer.
 */
export async function getShopDetail(deps: CatalogueReadDeps, lang: LangCode, id: number): Promise<ShopDetailDto> {
  const shop = await repo.findShop(deps.db, lang, id);
  if (!shop) throw new AppError('SHOP_NOT_FOUND');
  const products = await listProducts(deps, lang, {
    shop_id: id,
    sort: 'sales',
    page: 1,
    limit: SHOP_PAGE_PRODUCTS,
  });
  return {
    ...toShopCard(shop),
    banner: shop.banner,
    total_sales: formatCents(shop.total_sales),
    product_count: Number(shop.product_count ?? 0),
    followed: false,
    products,
  };
}

/** Whether the shopper follows the shop (the personal part of shop/detail). */
export async function isFollowing({ db }: AppDeps, userId: number, shopId: number): Promise<boolean> {
  return repo.isFollowing(db, userId, shopId);
}

/**
 * shop/follow: sets the asked state. The follow row and the fan counter change in one transaction, and only
 * when the row really changed, so a double tap or a replay moves the counter once.
 */
export async function setFollow({ db }: AppDeps, userId: number, shopId: number, follow: boolean) {
  return db.transaction().execute(async (trx) => {
    if (!(await repo.shopExists(trx, shopId))) throw new AppError('SHOP_NOT_FOUND');
    const changed = follow ? await repo.addFollow(trx, userId, shopId) : await repo.removeFollow(trx, userId, shopId);
    const fans = changed ? await repo.changeFans(trx, shopId, follow ? 1 : -1) : await repo.countFans(trx, shopId);
    return { followed: follow, fans };
  });
}

/** shop/followed: the shops the shopper follows (MyFavourite). */
export async function listFollowed({ db }: AppDeps, userId: number, lang: LangCode, page: number, limit: number) {
  const { list, total } = await repo.listFollowedShops(db, userId, lang, limit, offsetOf(page, limit));
  return { list: list.map(toShopCard), total, page, limit };
}
