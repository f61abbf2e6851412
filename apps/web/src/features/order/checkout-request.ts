import type { CheckoutPreviewDto, CheckoutSource } from '@shop/contract/order';
import type { ShopVoucherChoice } from '@shop/contract/promotion';
import { RequestError } from '../../lib/request-error.ts';

/**
 * What order/create is sent, from what the checkout showed (the preview's answer): the preview is asked without deal
 * ids (it finds each line's running deal itself), and the order names each deal it showed, so a line is bought at a
 * deal price only if the shopper saw it, and refused (DEAL_ENDED, DEAL_SOLD_OUT, DEAL_LIMIT_REACHED) rather than
 * quietly charged more if the deal went meanwhile.
 */

/** The SKUs the checkout shows. */
const shownSkus = (data: CheckoutPreviewDto) => data.groups.flatMap((group) => group.items.map((item) => item.sku_id));

/** The lines the preview priced at a deal, each with its deal. */
export function shownDeals(data: CheckoutPreviewDto): { sku_id: number; deal_id: number }[] {
  return data.groups.flatMap((group) =>
    group.items.flatMap((item) => (item.deal_id === null ? [] : [{ sku_id: item.sku_id, deal_id: item.deal_id }])),
  );
}

/**
 * The source of order/create. From the cart it says what the checkout showed: the SKUs (a line taken off sale, or
 * sold out, since is then refused by name instead of the rest being bought without it) and the deals.
 */
export function createSource(source: CheckoutSource, data: CheckoutPreviewDto): CheckoutSource {
  const deals = shownDeals(data);
  if ('buy_now' in source) {
    const deal = deals.find((line) => line.sku_id === source.buy_now.sku_id);
    return { buy_now: deal ? { ...source.buy_now, deal_id: deal.deal_id } : source.buy_now };
  }
  return deals.length > 0 ? { cart: true, sku_ids: shownSkus(data), deals } : { cart: true, sku_ids: shownSkus(data) };
}

/** The choices with one shop's replaced. */
export function withVoucherChoice(choices: ShopVoucherChoice[], choice: ShopVoucherChoice): ShopVoucherChoice[] {
  return [...choices.filter((c) => c.shop_id !== choice.shop_id), choice];
}

/**
 * The shops' voucher choices of order/create: those of shops still in the checkout, and a choice the preview said
 * does not apply (a code that failed) sent as "no voucher", which is what the checkout priced; a shop not listed
 * keeps the voucher the server picks for it, the one the preview preselected. Absent when there is none, so a
 * plain "Buy now" keeps the server's fast path.
 */
export function createVoucherChoices(
  choices: ShopVoucherChoice[],
  data: CheckoutPreviewDto,
): ShopVoucherChoice[] | undefined {
  const groups = new Map(data.groups.map((group) => [group.shop.id, group]));
  const sent = choices.flatMap((choice): ShopVoucherChoice[] => {
    const group = groups.get(choice.shop_id);
    if (!group) return [];
    return group.shop_voucher.error ? [{ shop_id: choice.shop_id, voucher_id: null }] : [choice];
  });
  return sent.length > 0 ? sent : undefined;
}

/**
 * The shop whose voucher code the preview refused as malformed (VALIDATION, which names the field:
 * `shop_vouchers.0.code`), or undefined when the refusal was about something else.
 */
export function refusedVoucherShop(error: unknown, sent: readonly ShopVoucherChoice[]): number | undefined {
  if (!(error instanceof RequestError) || error.errorKey !== 'VALIDATION') return undefined;
  const fields = (error.data as { fields?: Record<string, string> } | undefined)?.fields ?? {};
  for (const field of Object.keys(fields)) {
    const index = /^shop_vouchers\.(\d+)\./.exec(field)?.[1];
    if (index !== undefined) return sent[Number(index)]?.shop_id;
  }
  return undefined;
}

/** Refusals of order/create after which the checkout is read again: what it showed is no longer what it would buy. */
export function changedSinceShown(error: unknown): boolean {
  const key = error instanceof RequestError ? (error.errorKey ?? '') : '';
  return /^(DEAL_|VOUCHER_)/.test(key) || STALE_LINE_ERRORS.includes(key);
}

/** Refusals that mean a line the checkout showed is no longer for sale as shown (the cart greys it out too). */
export const STALE_LINE_ERRORS = ['PRODUCT_OFF_SALE', 'OUT_OF_STOCK'];
