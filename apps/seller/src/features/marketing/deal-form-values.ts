import type { ProductEditDto } from '@shop/contract/console-catalogue';
import type { LangCode } from '@shop/contract/languages';
import type { DealDto } from '@shop/contract/promotion';
import { keptOrTyped, toLocalInput } from '@shop/desk/forms/date-time.ts';
import { textIn } from '@shop/desk/localized/localized-text.ts';
import type { DealSaveRequest } from './api.ts';
import { defaultWindow } from './default-window.ts';

/** The most SKUs one deal holds (the contract's `dealItemsTooMany`). */
export const MAX_DEAL_ITEMS = 50;

/** A deal runs in its own window, or in a platform campaign's. */
export type DealWindowMode = 'own' | 'campaign';

/** One SKU row of the deal form: what the seller types, and what the row shows of the SKU. */
export interface DealItemRow {
  sku_id: number;
  title: string;
  /** "Red · XL"; empty for a product without options. */
  spec: string;
  image: string;
  /** The SKU's price now, which the deal price must stay below. */
  normal_price: string;
  price: string;
  deal_stock: number | null;
  per_user_limit: number | null;
}

/** The deal form's fields as antd holds them. */
export interface DealFormValues {
  name: string;
  mode: DealWindowMode;
  campaign_id: number | null;
  starts_at: string;
  ends_at: string;
  items: DealItemRow[];
}

/** A new deal: its own window from the next full hour for three days, no SKUs yet. */
export function newDealValues(now = Date.now()): DealFormValues {
  return { name: '', mode: 'own', campaign_id: null, ...defaultWindow(3, now), items: [] };
}

/** A deal's fields for editing it (only before it starts: the server refuses after). */
export function toDealFormValues(deal: DealDto): DealFormValues {
  return {
    name: deal.name,
    mode: deal.campaign ? 'campaign' : 'own',
    campaign_id: deal.campaign?.id ?? null,
    starts_at: toLocalInput(deal.starts_at),
    ends_at: toLocalInput(deal.ends_at),
    items: deal.items.map((item) => ({
      sku_id: item.sku_id,
      title: item.title,
      spec: item.spec,
      image: item.image.small,
      normal_price: item.normal_price,
      price: item.price,
      deal_stock: item.deal_stock,
      per_user_limit: item.per_user_limit,
    })),
  };
}

/** "Red · XL": a SKU's option values in `lang` (else English), as carts and orders name it. */
export function skuSpec(product: Pick<ProductEditDto, 'specs'>, options: readonly number[], lang: LangCode): string {
  return product.specs
    .flatMap((spec, index) => {
      const value = spec.values[options[index] ?? -1];
      return value ? [textIn(value, lang)] : [];
    })
    .join(' · ');
}

/**
 * New rows for the SKUs ticked of a picked product, in the product's order, their deal price and stock left for the
 * seller to type. `image` is the product's small cover, as the search listed it.
 */
export function dealRowsOf(
  product: Pick<ProductEditDto, 'title' | 'specs' | 'skus'>,
  skuIds: readonly number[],
  { lang, image }: { lang: LangCode; image: string },
): DealItemRow[] {
  return product.skus
    .filter((sku) => skuIds.includes(sku.id))
    .map((sku) => ({
      sku_id: sku.id,
      title: textIn(product.title, lang),
      spec: skuSpec(product, sku.options, lang),
      image,
      normal_price: sku.price,
      price: '',
      deal_stock: null,
      per_user_limit: null,
    }));
}

/**
 * The save body of a filled form: a campaign's deal sends the campaign, whose window the server gives it; its own
 * window is sent only without one. A row sends only what the server keeps of it.
 */
export function toDealBody(values: DealFormValues, saved?: DealDto): DealSaveRequest {
  const window =
    values.mode === 'campaign'
      ? { campaign_id: values.campaign_id }
      : {
          campaign_id: null,
          starts_at: keptOrTyped(values.starts_at, saved?.starts_at) ?? '',
          ends_at: keptOrTyped(values.ends_at, saved?.ends_at) ?? '',
        };
  return {
    ...(saved ? { id: saved.id } : {}),
    name: values.name.trim(),
    ...window,
    items: values.items.map((row) => ({
      sku_id: row.sku_id,
      price: row.price.trim(),
      deal_stock: row.deal_stock ?? 0,
      per_user_limit: row.per_user_limit,
    })),
  };
}
