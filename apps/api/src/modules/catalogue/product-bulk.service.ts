import type { LangCode } from '@shop/contract/languages';
import { formatCents } from '@shop/contract/money';
import type { BulkRefusal, ProductBulkBody, ProductBulkReportDto } from '@shop/contract/product-bulk';
import { MAX_PRICE_CENTS, percentInBasisPoints } from '@shop/contract/rules/price-change';
import type { Executor } from '../../db/database.ts';
import type { LocalizedText, SpecDimension } from '../../db/schema.ts';
import { type Params, translate } from '../../lib/i18n.ts';
import { specChoices, specLine, textIn } from '../../lib/order-text.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { catalogueChanged } from './catalogue-admin.service.ts';
import { categoryForProduct, findShopForProduct, refreshProductFigures } from './product-admin.repo.ts';
import { planPrices, type SkuRefusal } from './product-bulk-prices.ts';
import * as repo from './product-bulk.repo.ts';

/**
 * Bulk product edits (docs/domain.md#bulk-product-edits): the desks put chosen products on or off sale, or change
 * every SKU's price by a percent. The flow (flows/product-bulk.ts) holds the products here, asks promotion for the
 * deal prices, then changes them here, in one transaction. What the single save keeps true stays true: `listed`
 * computed as it computes it, the product's price and compare-at price refreshed from its SKUs by the same
 * statement, the catalogue's version moved, and an operator's change audited.
 */

/** Who edits: a seller (its own shop's products only) or an operator (any shop's, audited). */
export type BulkActor = { kind: 'seller'; id: number; shopId: number } | { kind: 'operator'; id: number };

type HeldProduct = Awaited<ReturnType<typeof repo.lockProducts>>[number];

/** The products an edit may change, held until it commits; the ids not among them; what each needs. */
export interface HeldProducts {
  products: HeldProduct[];
  missing: number[];
  /** Per shop: active (held shared, so neither its state nor its deals change under the edit). */
  activeShops: Map<number, boolean>;
  /** Per category, when putting on sale: shown (it and its parent not hidden; held shared). */
  shownCategories: Map<number, boolean>;
  /** The live SKUs, when changing prices. */
  skus: Awaited<ReturnType<typeof repo.liveSkusOf>>;
}

const ascending = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * Locks the products (ascending ids; a seller's other shops' products are not found), then, as the single save
 * does after its product, their shops and, to go on sale, their categories (shared, ascending). A deal is saved
 * under its shop's row held for update, so no deal of these shops changes until this edit commits.
 */
export async function holdProducts(trx: Executor, actor: BulkActor, body: ProductBulkBody): Promise<HeldProducts> {
  const products = await repo.lockProducts(trx, body.ids, actor.kind === 'seller' ? actor.shopId : undefined);
  const found = new Set(products.map((product) => product.id));
  const activeShops = new Map<number, boolean>();
  for (const shopId of ascending(products.map((product) => product.shop_id))) {
    activeShops.set(shopId, (await findShopForProduct(trx, shopId))?.active ?? false);
  }
  const shownCategories = new Map<number, boolean>();
  if (body.action === 'on_sale') {
    for (const categoryId of ascending(products.map((product) => product.category_id))) {
      shownCategories.set(categoryId, (await categoryForProduct(trx, categoryId))?.shown ?? false);
    }
  }
  const skus = body.action === 'price' ? await repo.liveSkusOf(trx, [...found]) : [];
  return { products, missing: body.ids.filter((id) => !found.has(id)), activeShops, shownCategories, skus };
}

/** The SKUs whose deal prices a price change must respect. */
export const skuIdsOf = (held: HeldProducts): number[] => held.skus.map((sku) => sku.id);

function basisPointsOf(body: ProductBulkBody): number {
  const basisPoints = percentInBasisPoints(body.percent ?? Number.NaN);
  // The body's schema refuses a price change without a valid percent; reaching here without one is a bug.
  if (basisPoints === undefined) throw new Error('a price change without a valid percent');
  return basisPoints;
}

interface Refused {
  id: number;
  title: string | null;
  skuId: number | null;
  reason: BulkRefusal;
  params: Params;
}

/**
 * Changes the held products as the body asks, moves the catalogue's version once, and answers what was changed and
 * what was refused with why, in `lang`. `dealFloors`: per SKU, the price it must stay above for its deals.
 */
export async function applyBulkEdit(
  trx: Executor,
  held: HeldProducts,
  body: ProductBulkBody,
  dealFloors: ReadonlyMap<number, number>,
  actor: BulkActor,
  lang: LangCode,
): Promise<ProductBulkReportDto> {
  const refused: Refused[] = held.missing.map((id) => ({
    id,
    title: null,
    skuId: null,
    reason: 'BULK_PRODUCT_NOT_FOUND',
    params: { id },
  }));
  const changed =
    body.action === 'price'
      ? await changePrices(trx, held, basisPointsOf(body), dealFloors, lang, refused)
      : await changeSale(trx, held, body.action === 'on_sale');
  if (changed.written.length > 0) await catalogueChanged(trx);
  if (actor.kind === 'operator') {
    for (const entry of changed.written) {
      await recordAudit(trx, {
        operatorId: actor.id,
        action: `product.bulk_${body.action}`,
        targetType: 'product',
        targetId: entry.id,
        before: entry.before,
        after: entry.after,
      });
    }
  }
  const states = new Map((await repo.productStates(trx, changed.ids)).map((row) => [row.id, row]));
  return {
    changed: held.products.flatMap((product) => {
      const state = states.get(product.id);
      if (!state) return [];
      return [
        {
          id: product.id,
          title: textIn(product.title, lang),
          price: formatCents(Number(state.price)),
          on_sale: state.on_sale,
          listed: state.listed,
        },
      ];
    }),
    refused: refused.map((entry) => ({
      id: entry.id,
      title: entry.title,
      sku_id: entry.skuId,
      reason: entry.reason,
      message: translate(lang, `errors.${entry.reason}`, entry.params),
    })),
  };
}

/** What a step changed: the products in the report, and those actually written with their audit's before and after. */
interface Changed {
  ids: number[];
  written: { id: number; before: unknown; after: unknown }[];
}

/**
 * On or off sale. `listed` as the single save computes it: on sale, in an active shop, in a shown category. A
 * product already so is reported changed and left unwritten.
 */
async function changeSale(trx: Executor, held: HeldProducts, onSale: boolean): Promise<Changed> {
  const listedOf = (product: HeldProduct) =>
    onSale &&
    (held.activeShops.get(product.shop_id) ?? false) &&
    (held.shownCategories.get(product.category_id) ?? false);
  const ids = held.products.map((product) => product.id);
  const written = [
    ...(await repo.setOnSale(
      trx,
      held.products.filter((product) => listedOf(product)).map((product) => product.id),
      onSale,
      true,
    )),
    ...(await repo.setOnSale(
      trx,
      held.products.filter((product) => !listedOf(product)).map((product) => product.id),
      onSale,
      false,
    )),
  ];
  const before = new Map(held.products.map((product) => [product.id, product.on_sale]));
  return {
    ids,
    written: ascending(written).map((id) => ({ id, before: { on_sale: before.get(id) }, after: { on_sale: onSale } })),
  };
}

/** A SKU named for a person: the product's title and the SKU's values ("Linen tee · Blue · M"). */
function skuName(product: { title: LocalizedText; specs: SpecDimension[] }, options: number[], lang: LangCode) {
  const spec = specLine(specChoices(product.specs, options), lang);
  const title = textIn(product.title, lang);
  return spec ? `${title} · ${spec}` : title;
}

function refusalParams(refusal: SkuRefusal, product: string): Params {
  const price = formatCents(refusal.price);
  switch (refusal.reason) {
    case 'BULK_PRICE_NOT_BELOW_COMPARE_AT':
      return { product, price, compare_at: formatCents(refusal.limit) };
    case 'BULK_PRICE_NOT_ABOVE_DEAL':
      return { product, price, deal_price: formatCents(refusal.limit) };
    case 'BULK_PRICE_OUT_OF_RANGE':
      return { product, price, max: formatCents(MAX_PRICE_CENTS) };
  }
}

/**
 * Every live SKU's price changed by `basisPoints`, product by product: a product one of whose SKUs cannot take its
 * price is left whole, each such SKU refused by name. The product's price and compare-at price follow its SKUs by
 * the single save's statement.
 */
async function changePrices(
  trx: Executor,
  held: HeldProducts,
  basisPoints: number,
  dealFloors: ReadonlyMap<number, number>,
  lang: LangCode,
  refused: Refused[],
): Promise<Changed> {
  const plans = planPrices(held.skus, basisPoints, dealFloors);
  const optionsOf = new Map(held.skus.map((sku) => [sku.id, sku.options]));
  const oldPrice = new Map(held.skus.map((sku) => [sku.id, Number(sku.price)]));
  const written: Changed['written'] = [];
  const prices: { id: number; price: number }[] = [];
  for (const product of held.products) {
    const plan = plans.get(product.id);
    if (!plan) continue;
    if (plan.refusals.length > 0) {
      for (const refusal of plan.refusals) {
        refused.push({
          id: product.id,
          title: textIn(product.title, lang),
          skuId: refusal.skuId,
          reason: refusal.reason,
          params: refusalParams(refusal, skuName(product, optionsOf.get(refusal.skuId) ?? [], lang)),
        });
      }
      continue;
    }
    prices.push(...plan.prices);
    written.push({
      id: product.id,
      before: { skus: plan.prices.map(({ id }) => ({ id, price: oldPrice.get(id) })) },
      after: { basis_points: basisPoints, skus: plan.prices },
    });
  }
  const ids = written.map((entry) => entry.id);
  await repo.setSkuPrices(trx, prices);
  for (const id of ids) await refreshProductFigures(trx, id);
  await repo.touchProducts(trx, ids);
  return { ids, written };
}
