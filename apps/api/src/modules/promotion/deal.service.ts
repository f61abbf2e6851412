import { formatCents } from '@shop/contract/money';
import type {
  CampaignDto,
  CampaignSaveBody,
  DealCardDto,
  DealDto,
  DealSaveBody,
  DealState,
  OpenCampaignDto,
  SkuDealDto,
} from '@shop/contract/promotion';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/database.ts';
import type { LocalizedText } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { retryOnConflict } from '../../lib/retry.ts';
import { specChoices, specLine, textIn } from '../../lib/order-text.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { catalogueChanged } from '../catalogue/catalogue-admin.service.ts';
import * as repo from './deal.repo.ts';

/**
 * Timed deals (docs/domain.md#timed-deals): a shop puts chosen SKUs on a deal price for a window, its own or a
 * platform campaign's, with a deal stock and a per-shopper limit. A deal never moves `skus.stock`; the checkout takes
 * its units in the statement that reserves the stock. Every change moves the catalogue's version: product pages and
 * the Home page's Deals strip show deals.
 */

function stateOf(window: { starts_at: Date; ends_at: Date; active: boolean }, now = Date.now()): DealState {
  if (!window.active || now >= window.ends_at.getTime()) return 'ended';
  return now < window.starts_at.getTime() ? 'upcoming' : 'running';
}

/** The crossed-out price of a deal: the compare-at price when the SKU has one, else its normal price. */
const wasPrice = (sku: { normal_price: number; compare_at_price: number | null }) =>
  Number(sku.compare_at_price ?? sku.normal_price);

function dealDto(
  deal: repo.DealRow & { campaign_name: LocalizedText | null },
  items: repo.DealItemRow[],
  lang: string,
): DealDto {
  return {
    id: deal.id,
    name: deal.name,
    campaign:
      deal.campaign_id === null ? null : { id: deal.campaign_id, name: textIn(deal.campaign_name ?? { en: '' }, lang) },
    starts_at: deal.starts_at.toISOString(),
    ends_at: deal.ends_at.toISOString(),
    active: deal.active,
    state: stateOf(deal),
    items: items.map((item) => ({
      id: item.id,
      sku_id: item.sku_id,
      product_id: item.product_id,
      title: textIn(item.title, lang),
      spec: specLine(specChoices(item.specs, item.options), lang),
      image: item.image,
      normal_price: formatCents(Number(item.normal_price)),
      compare_at_price: item.compare_at_price === null ? null : formatCents(Number(item.compare_at_price)),
      price: formatCents(Number(item.price)),
      deal_stock: item.deal_stock,
      sold: item.sold,
      per_user_limit: item.per_user_limit,
    })),
  };
}

export async function listDeals(
  { db }: Pick<AppDeps, 'db'>,
  shopId: number,
  page: number,
  limit: number,
  lang: string,
) {
  const { list, total } = await repo.listDeals(db, shopId, limit, (page - 1) * limit);
  const items = await repo.listItemsOfDeals(
    db,
    list.map((deal) => deal.id),
  );
  return {
    list: list.map((deal) =>
      dealDto(
        deal,
        items.filter((item) => item.deal_id === deal.id),
        lang,
      ),
    ),
    total,
    page,
    limit,
  };
}

async function oneDeal(db: Executor, shopId: number, id: number, lang: string): Promise<DealDto> {
  const { list } = await repo.listDeals(db, shopId, 1_000, 0);
  const deal = list.find((row) => row.id === id);
  if (!deal) throw new AppError('DEAL_NOT_FOUND');
  return dealDto(deal, await repo.listItemsOfDeals(db, [id]), lang);
}

/** The window a deal runs in: its campaign's (which must not have started), else its own. */
async function windowOf(db: Executor, body: DealSaveBody) {
  if (body.campaign_id == null) {
    return { campaign_id: null, starts_at: new Date(body.starts_at ?? ''), ends_at: new Date(body.ends_at ?? '') };
  }
  const campaign = await repo.findCampaign(db, body.campaign_id);
  if (!campaign?.active) throw new AppError('CAMPAIGN_NOT_FOUND');
  if (campaign.starts_at.getTime() <= Date.now()) throw new AppError('CAMPAIGN_CLOSED');
  return { campaign_id: campaign.id, starts_at: campaign.starts_at, ends_at: campaign.ends_at };
}

/**
 * Creates a deal of the seller's shop, or changes one that has not started (DEAL_STARTED once it has: a running deal
 * can only be ended). Each SKU must be the shop's own and still sold (else DEAL_NOT_FOUND: another shop's SKU is
 * never named), priced below its normal price (DEAL_PRICE_TOO_HIGH), and in no other deal overlapping this one
 * (DEAL_SKU_BUSY). The shop's row is locked for the save, so two saves cannot both place a SKU.
 */
export async function saveDeal(
  { db }: Pick<AppDeps, 'db'>,
  shopId: number,
  body: DealSaveBody,
  lang: string,
): Promise<DealDto> {
  // Run again on a deadlock: the deal's items take key-share locks on their SKUs' and products' rows after the shop's
  // row, while a bulk price change holds the products before it reads the shop (docs/domain.md#bulk-product-edits).
  const id = await retryOnConflict(() =>
    db.transaction().execute(async (trx) => {
      await repo.lockShopDeals(trx, shopId);
      if (body.id !== undefined) {
        const before = await repo.findDeal(trx, shopId, body.id);
        if (!before) throw new AppError('DEAL_NOT_FOUND');
        if (before.starts_at.getTime() <= Date.now() || !before.active) throw new AppError('DEAL_STARTED');
      }
      const window = await windowOf(trx, body);
      const skuIds = body.items.map((item) => item.sku_id);
      const skus = new Map((await repo.shopSkus(trx, shopId, skuIds)).map((sku) => [sku.id, sku]));
      for (const item of body.items) {
        const sku = skus.get(item.sku_id);
        if (!sku) throw new AppError('DEAL_NOT_FOUND');
        if (item.price >= Number(sku.price))
          throw new AppError('DEAL_PRICE_TOO_HIGH', {
            title: textIn(sku.title, lang),
            price: formatCents(Number(sku.price)),
          });
      }
      const busy = await repo.busySkus(trx, skuIds, window.starts_at, window.ends_at, body.id);
      const first = busy[0] === undefined ? undefined : skus.get(busy[0]);
      if (first) throw new AppError('DEAL_SKU_BUSY', { title: textIn(first.title, lang) });
      const fields = { name: body.name, active: body.active, ...window };
      const deal =
        body.id === undefined
          ? await repo.insertDeal(trx, shopId, fields)
          : await repo.updateDeal(trx, shopId, body.id, fields);
      if (!deal) throw new AppError('DEAL_NOT_FOUND');
      await repo.replaceItems(
        trx,
        deal.id,
        body.items.map((item) => ({
          sku_id: item.sku_id,
          product_id: skus.get(item.sku_id)?.product_id ?? 0,
          price: item.price,
          deal_stock: item.deal_stock,
          per_user_limit: item.per_user_limit ?? null,
        })),
      );
      await catalogueChanged(trx);
      return deal.id;
    }),
  );
  return oneDeal(db, shopId, id, lang);
}

/** Ends one of the shop's deals now: its SKUs go back to their normal prices; orders placed keep theirs. */
export async function endDeal({ db }: Pick<AppDeps, 'db'>, shopId: number, id: number, lang: string): Promise<DealDto> {
  await db.transaction().execute(async (trx) => {
    if (!(await repo.updateDeal(trx, shopId, id, { active: false }))) throw new AppError('DEAL_NOT_FOUND');
    await catalogueChanged(trx);
  });
  return oneDeal(db, shopId, id, lang);
}

/** The shop of a listed product (undefined for none, or one not listed). */
export async function productShop(db: Executor, productId: number) {
  return repo.listedProductShop(db, productId);
}

/** The running deals of a product's SKUs, for its page. */
export async function productDeals(db: Executor, productId: number): Promise<(SkuDealDto & { sku_id: number })[]> {
  return (await repo.runningItemsOfProduct(db, productId)).map((item) => ({
    sku_id: item.sku_id,
    deal_id: item.deal_id,
    price: formatCents(Number(item.price)),
    was_price: formatCents(wasPrice(item)),
    ends_at: item.ends_at.toISOString(),
    left: item.deal_stock - item.sold,
    per_user_limit: item.per_user_limit,
  }));
}

/** The Home page's Deals strip. */
export async function dealCards(db: Executor, limit: number, lang: string): Promise<DealCardDto[]> {
  return (await repo.dealCards(db, limit)).map((row) => ({
    deal_id: row.deal_id,
    product_id: row.product_id,
    sku_id: row.sku_id,
    title: textIn(row.title, lang),
    image: row.image,
    price: formatCents(Number(row.price)),
    was_price: formatCents(wasPrice(row)),
    ends_at: new Date(row.ends_at).toISOString(),
    sold: row.sold,
    deal_stock: row.deal_stock,
    campaign: row.campaign ? textIn(row.campaign, lang) : null,
  }));
}

// ---- the checkout's part ----

/**
 * The running deal of each of these lines' SKUs that this shopper can still buy at, for the given quantity (units
 * left, within the shopper's limit): what the preview prices each line at.
 */
export async function buyableDealsOf(
  db: Executor,
  userId: number,
  lines: { skuId: number; quantity: number }[],
): Promise<Map<number, repo.CheckoutDealItem>> {
  const items = await repo.runningItemsOfSkus(
    db,
    lines.map((line) => line.skuId),
    userId,
  );
  const buyable = new Map<number, repo.CheckoutDealItem>();
  for (const line of lines) {
    const item = items.find((candidate) => candidate.sku_id === line.skuId);
    if (!item || item.sold + line.quantity > item.deal_stock) continue;
    if (item.per_user_limit !== null && item.taken + line.quantity > item.per_user_limit) continue;
    buyable.set(line.skuId, item);
  }
  return buyable;
}

export interface DealLine {
  dealId: number;
  skuId: number;
  quantity: number;
  /** The product's title in the shopper's language, for the refusals. */
  title: string;
}

/** A deal item as read, checked for a line: DEAL_NOT_FOUND, DEAL_ENDED or DEAL_SOLD_OUT, naming the product. */
export function checkedDealItem(item: repo.CheckoutDealItem | null | undefined, line: DealLine): repo.CheckoutDealItem {
  if (!item) throw new AppError('DEAL_NOT_FOUND');
  if (!item.running) throw new AppError('DEAL_ENDED', { title: line.title });
  if (item.sold + line.quantity > item.deal_stock) throw new AppError('DEAL_SOLD_OUT', { title: line.title });
  return item;
}

/** The deal price of a checkout line, checked (checkedDealItem), and the shopper's limit (DEAL_LIMIT_REACHED). */
export async function dealForLine(db: Executor, userId: number, line: DealLine): Promise<repo.CheckoutDealItem> {
  const item = checkedDealItem(await repo.findDealItem(db, line.dealId, line.skuId), line);
  if (item.per_user_limit !== null && (await repo.takenBy(db, item.id, userId)) + line.quantity > item.per_user_limit) {
    throw new AppError('DEAL_LIMIT_REACHED', { title: line.title, limit: item.per_user_limit });
  }
  return item;
}

/**
 * The units of an order's deal lines, given back to their deals while they run (an ended deal keeps its count):
 * the cancel flow calls it after the SKUs' stock, keeping the lock order (SKU, then deal item).
 */
export async function giveBackDealUnits(
  trx: Executor,
  userId: number,
  lines: { sku_id: number; deal_id: number | null; quantity: number }[],
): Promise<void> {
  for (const line of lines) {
    if (line.deal_id !== null) await repo.returnDealUnits(trx, line.deal_id, line.sku_id, userId, line.quantity);
  }
}

// ---- campaigns ----

function campaignDto(row: repo.CampaignRow & { shops?: number; items?: number }): CampaignDto {
  return {
    id: row.id,
    name: row.name as CampaignDto['name'],
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    active: row.active,
    state: stateOf(row),
    shops: Number(row.shops ?? 0),
    items: Number(row.items ?? 0),
  };
}

export async function listCampaigns({ db }: Pick<AppDeps, 'db'>, page: number, limit: number) {
  const { list, total } = await repo.listCampaigns(db, limit, (page - 1) * limit);
  return { list: list.map(campaignDto), total, page, limit };
}

/** Creates or changes a campaign; the deals that joined it take its window and, when it stops, stop too. */
export async function saveCampaign(
  { db }: Pick<AppDeps, 'db'>,
  body: CampaignSaveBody,
  operatorId: number,
): Promise<CampaignDto> {
  return db.transaction().execute(async (trx) => {
    const before = body.id === undefined ? null : ((await repo.findCampaign(trx, body.id)) ?? null);
    const fields = {
      name: body.name,
      starts_at: new Date(body.starts_at),
      ends_at: new Date(body.ends_at),
      active: body.active,
    };
    const row =
      body.id === undefined ? await repo.insertCampaign(trx, fields) : await repo.updateCampaign(trx, body.id, fields);
    if (!row) throw new AppError('CAMPAIGN_NOT_FOUND');
    await repo.alignCampaignDeals(trx, row);
    await catalogueChanged(trx);
    await recordAudit(trx, {
      operatorId,
      action: body.id === undefined ? 'campaign.create' : 'campaign.update',
      targetType: 'campaign',
      targetId: row.id,
      before,
      after: row,
    });
    return campaignDto(row);
  });
}

export async function openCampaigns({ db }: Pick<AppDeps, 'db'>, shopId: number, lang: string) {
  const rows = await repo.openCampaigns(db, shopId);
  return {
    list: rows.map(
      (row): OpenCampaignDto => ({
        id: row.id,
        name: textIn(row.name, lang),
        starts_at: row.starts_at.toISOString(),
        ends_at: row.ends_at.toISOString(),
        joined: row.joined,
      }),
    ),
  };
}

/**
 * The price each of these SKUs must stay above for its deals (running or still to start), in cents: what a deal's
 * save asks of the normal price (DEAL_PRICE_TOO_HIGH) holds when the normal price moves instead. The caller holds the
 * shop's row (shared) first, so no deal of the shop is saved meanwhile.
 */
export async function dealPriceFloors(db: Executor, skuIds: number[]): Promise<Map<number, number>> {
  const rows = await repo.highestDealPricesOfSkus(db, skuIds);
  return new Map(rows.map((row) => [row.sku_id, Number(row.price)]));
}

export { type CheckoutDealItem, dealItemQuery, nextDealBoundary } from './deal.repo.ts';
