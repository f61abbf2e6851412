import type { AddressDto } from '@shop/contract/address';
import type { OrderSettingsDto } from '@shop/contract/console-orders';
import type { ErrorKey } from '@shop/contract/errors';
import { formatCents } from '@shop/contract/money';
import type {
  CheckoutGroupDto,
  CheckoutPreviewBody,
  CheckoutPreviewDto,
  CheckoutSource,
  OrderCreateBody,
  OrderCreateDto,
  PromoOutcomeDto,
} from '@shop/contract/order';
import { ORDER_STATUS } from '@shop/contract/order-status';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/database.ts';
import type { OrderAddress, SpecChoice } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Params } from '../../lib/i18n.ts';
import { type AddressFields, findAddress, findDefaultAddress } from '../address/address.service.ts';
import { isAvailable } from '../cart/cart.service.ts';
import { type PurchasableSku, findSku, listLines } from '../cart/cart.service.ts';
import { balanceOf } from '../ledger/ledger.service.ts';
import { freightRulesFor, ruleOfShop } from './freight.repo.ts';
import { readBuyNow } from './checkout.repo.ts';
import { nextOrderNos, orderNoDay } from './order-numbers.ts';
import * as orders from './order.repo.ts';
import { isRegionOpen, loadOrderSettings, ORDER_SETTINGS_KEY, orderSettingsFrom } from '../settings/order-settings.ts';
import { discountFor, type FreightRule, freightFor, splitDiscount } from './pricing.ts';
import {
  pickShopVouchers,
  type ShopVoucherPick,
  termsOf,
  type VoucherChoice,
  takeVoucherUses as takeVoucherUsesOf,
} from '../promotion/voucher.service.ts';
import {
  type CheckoutDealItem,
  checkedDealItem,
  type DealLine,
  dealForLine,
  buyableDealsOf,
} from '../promotion/deal.service.ts';
import * as promos from './promo.repo.ts';
import { assertRegionOpen, assertShopperRegionOpen } from '../address/region-gate.ts';
import * as stock from './stock.repo.ts';
import { specChoices, specLine, textIn } from '../../lib/order-text.ts';

type Translate = (key: string, params?: Params) => string;

/* What the checkout flow (flows/checkout.ts) uses of this module's repo, unchanged: the service is the module's face. */
export { lockShopper } from './order.repo.ts';

export interface CheckoutLine {
  sku: PurchasableSku;
  quantity: number;
  spec: SpecChoice[];
  /** The running deal the line is bought at: its price replaces the SKU's. */
  deal?: CheckoutDealItem;
}

/** What a line costs a unit: its deal's price, else the SKU's. */
const unitPrice = (line: CheckoutLine) => (line.deal ? Number(line.deal.price) : line.sku.price);

interface ShopGroup {
  shopId: number;
  lines: CheckoutLine[];
  quantity: number;
  goodsAmount: number;
  freight: number;
  freeFrom: number | null;
  /** The shop's voucher (the shop's cost), off its goods first. */
  shopDiscount: number;
  voucher: ShopVoucherPick;
  /** This group's part of the promo code (the platform's cost). */
  promoDiscount: number;
}

const groupTotal = (group: ShopGroup) => group.goodsAmount + group.freight - group.shopDiscount - group.promoDiscount;

interface PromoFailure {
  key: ErrorKey;
  params?: Params;
}

export interface Quote {
  groups: ShopGroup[];
  goodsAmount: number;
  freight: number;
  shopDiscount: number;
  promoDiscount: number;
  promo?: promos.PromoRow;
  promoFailure?: PromoFailure;
}

const quoteTotal = (priced: Quote) => priced.goodsAmount + priced.freight - priced.shopDiscount - priced.promoDiscount;

/** What is being bought, as lines with their SKUs; refuses an empty selection and quantities above stock. */
/** The row of a new order of one shop's group, waiting for payment (both checkout paths write it). */
function waitingPayOrder(
  userId: number,
  group: ShopGroup,
  promo: { id: number; code: string } | undefined,
  address: OrderAddress,
  remark: string | undefined,
  payDeadline: Date,
): orders.OrderFields {
  return {
    user_id: userId,
    shop_id: group.shopId,
    status: ORDER_STATUS.waitingPay,
    quantity: group.quantity,
    goods_amount: group.goodsAmount,
    freight: group.freight,
    shop_discount: group.shopDiscount,
    shop_voucher_id: group.shopDiscount > 0 ? (group.voucher.voucher?.id ?? null) : null,
    promo_discount: group.promoDiscount,
    total: groupTotal(group),
    promo_id: promo?.id ?? null,
    promo_code: promo?.code ?? null,
    address,
    remark: remark ?? '',
    pay_deadline: payDeadline,
  };
}

/** The event of an order the shopper has just placed. */
const createdEvent = (userId: number) =>
  ({ kind: 'created', from: null, to: ORDER_STATUS.waitingPay, actor: 'shopper', actorId: userId }) as const;

/** PRODUCT_OFF_SALE, naming the product in the shopper's language. */
const offSale = (sku: PurchasableSku, lang: string) =>
  new AppError('PRODUCT_OFF_SALE', { title: textIn(sku.title, lang) }, { sku_id: sku.sku_id });

export async function loadLines(
  db: Executor,
  userId: number,
  source: CheckoutSource,
  lang: string,
): Promise<CheckoutLine[]> {
  if (!('cart' in source)) {
    const lines = buyNowLines(await findSku(db, source.buy_now.sku_id), source.buy_now.quantity, lang);
    return withDeals(db, userId, lines, lang, source.buy_now.deal_id === undefined ? [] : [source.buy_now]);
  }
  const selected = await listLines(db, userId, { selectedOnly: true });
  // A line the checkout showed that left the shelf or sold out since: refused, named, rather than bought without it.
  const shown = new Set(source.sku_ids ?? []);
  for (const line of selected.filter((line) => shown.has(line.sku_id) && !isAvailable(line))) {
    if (!line.on_sale) throw offSale(line, lang);
    throw new AppError('OUT_OF_STOCK', undefined, { sku_id: line.sku_id, stock: line.stock });
  }
  // Other lines that left the shelf or sold out are shown greyed in the cart and never bought.
  const available = selected.filter(isAvailable);
  if (available.length === 0) {
    const gone = selected.find((line) => !line.on_sale);
    throw gone ? offSale(gone, lang) : new AppError('NOTHING_SELECTED');
  }
  const lines = checkedLines(available.map((line) => ({ sku: line, quantity: line.quantity })));
  return withDeals(db, userId, lines, lang, source.deals ?? []);
}

/**
 * The lines the shopper asked at a deal price, priced at it: each deal checked (ended, sold out, the shopper's
 * limit: refused, naming the product). The units are taken later, with the stock (reserveStock).
 */
async function withDeals(
  db: Executor,
  userId: number,
  lines: CheckoutLine[],
  lang: string,
  deals: { sku_id: number; deal_id?: number }[],
): Promise<CheckoutLine[]> {
  for (const asked of deals) {
    const line = lines.find((candidate) => candidate.sku.sku_id === asked.sku_id);
    if (line && asked.deal_id !== undefined)
      line.deal = await dealForLine(db, userId, dealLineOf(line, lang, asked.deal_id));
  }
  return lines;
}

/**
 * The preview's lines, each at the running deal of its SKU when there is one the shopper can still buy at (else at
 * the normal price): the checkout shows the deal, and order/create takes it with the `deal_id` the preview gave.
 */
export async function withRunningDeals(db: Executor, userId: number, lines: CheckoutLine[]): Promise<CheckoutLine[]> {
  const open = lines.filter((line) => !line.deal);
  const buyable = await buyableDealsOf(
    db,
    userId,
    open.map((line) => ({ skuId: line.sku.sku_id, quantity: line.quantity })),
  );
  // A deal this shopper cannot buy at (sold out, over the limit) leaves the line at the normal price.
  for (const line of open) line.deal = buyable.get(line.sku.sku_id);
  return lines;
}

/**
 * The line of a buy-now, from its SKU as read: PRODUCT_NOT_FOUND when there is no such SKU, PRODUCT_OFF_SALE (named)
 * when it is no longer for sale, else as checkedLines.
 */
function buyNowLines(sku: PurchasableSku | null | undefined, quantity: number, lang: string): CheckoutLine[] {
  if (!sku) throw new AppError('PRODUCT_NOT_FOUND');
  if (!sku.on_sale) throw offSale(sku, lang);
  return checkedLines([{ sku, quantity }]);
}

/** Refuses quantities above the stock read (OUT_OF_STOCK), else the lines with their chosen specs. */
function checkedLines(lines: { sku: PurchasableSku; quantity: number }[]): CheckoutLine[] {
  for (const line of lines) {
    if (line.quantity > line.sku.stock) {
      throw new AppError('OUT_OF_STOCK', undefined, { sku_id: line.sku.sku_id, stock: line.sku.stock });
    }
  }
  return lines.map((line) => ({ ...line, spec: specChoices(line.sku.specs, line.sku.options) }));
}

/** Why a code does not apply to this shopper and amount, or nothing when it does. */
async function checkPromo(
  db: Executor,
  userId: number,
  promo: promos.PromoRow | undefined,
  goodsAmount: number,
): Promise<PromoFailure | undefined> {
  if (!promo?.active) return { key: 'PROMO_NOT_FOUND' };
  const now = Date.now();
  if (now < promo.starts_at.getTime()) return { key: 'PROMO_NOT_STARTED' };
  if (now >= promo.ends_at.getTime()) return { key: 'PROMO_EXPIRED' };
  if (goodsAmount < promo.min_spend)
    return { key: 'PROMO_MIN_SPEND', params: { amount: formatCents(promo.min_spend) } };
  if (promo.total_limit !== null && promo.used >= promo.total_limit) return { key: 'PROMO_USED_UP' };
  if (promo.per_user_limit !== null && (await promos.countShopperUses(db, promo.id, userId)) >= promo.per_user_limit) {
    return { key: 'PROMO_LIMIT_REACHED' };
  }
  return undefined;
}

const NO_VOUCHER: ShopVoucherPick = { discount: 0, available: [] };

/** The lines as one group per shop (first-seen order) with its goods and freight, before any discount. */
function shopGroups(lines: CheckoutLine[], ruleOf: (shopId: number) => FreightRule): ShopGroup[] {
  const byShop = new Map<number, CheckoutLine[]>();
  for (const line of lines) byShop.set(line.sku.shop_id, [...(byShop.get(line.sku.shop_id) ?? []), line]);
  return [...byShop].map(([shopId, shopLines]) => {
    const goodsAmount = shopLines.reduce((sum, line) => sum + unitPrice(line) * line.quantity, 0);
    const rule = ruleOf(shopId);
    return {
      shopId,
      lines: shopLines,
      quantity: shopLines.reduce((sum, line) => sum + line.quantity, 0),
      goodsAmount,
      freight: freightFor(
        rule,
        goodsAmount,
        shopLines.map((line) => ({ quantity: line.quantity, weight_g: line.sku.weight_g })),
      ),
      freeFrom: rule.free_above,
      shopDiscount: 0,
      voucher: NO_VOUCHER,
      promoDiscount: 0,
    };
  });
}

/**
 * Prices a checkout (docs/domain.md#what-a-checkout-costs): one group per shop (first-seen order), freight per shop
 * on its goods, then each shop's voucher off its own goods, then the promo code on the goods less the vouchers,
 * split over the groups in proportion to what the vouchers left of each.
 */
async function quote(
  db: Executor,
  userId: number,
  lines: CheckoutLine[],
  promoCode: string | undefined,
  voucherChoices: VoucherChoice[] | undefined,
  /** The freight rules when already read (else they are read here). */
  rules?: (shopId: number) => FreightRule,
): Promise<Quote> {
  const ruleOf = rules ?? (await freightRulesFor(db, [...new Set(lines.map((line) => line.sku.shop_id))]));
  const groups = shopGroups(lines, ruleOf);
  const vouchers = await pickShopVouchers(db, userId, groups, voucherChoices);
  for (const group of groups) {
    group.voucher = vouchers.get(group.shopId) ?? NO_VOUCHER;
    group.shopDiscount = group.voucher.discount;
  }
  const sum = (pick: (group: ShopGroup) => number) => groups.reduce((total, group) => total + pick(group), 0);
  const priced: Quote = {
    groups,
    goodsAmount: sum((group) => group.goodsAmount),
    freight: sum((group) => group.freight),
    shopDiscount: sum((group) => group.shopDiscount),
    promoDiscount: 0,
  };
  if (!promoCode) return priced;

  const promo = await promos.findPromoByCode(db, promoCode);
  const afterVouchers = priced.goodsAmount - priced.shopDiscount;
  const promoFailure = await checkPromo(db, userId, promo, afterVouchers);
  if (promoFailure || !promo) return { ...priced, promoFailure };
  const discount = discountFor(promo, afterVouchers);
  const parts = splitDiscount(
    discount,
    groups.map((group) => group.goodsAmount - group.shopDiscount),
  );
  groups.forEach((group, index) => {
    group.promoDiscount = parts[index] ?? 0;
  });
  return { ...priced, promoDiscount: discount, promo };
}

/** The address an order goes to: the chosen one (the shopper's own), else the default one. */
async function shippingAddress(
  db: Executor,
  userId: number,
  addressId: number | undefined,
): Promise<AddressDto | undefined> {
  if (addressId !== undefined) {
    const address = await findAddress(db, userId, addressId);
    if (!address) throw new AppError('NOT_FOUND');
    return address;
  }
  return findDefaultAddress(db, userId);
}

function toGroupDto(group: ShopGroup, lang: string, t: Translate): CheckoutGroupDto {
  const first = group.lines[0]?.sku;
  return {
    shop: {
      id: group.shopId,
      name: first ? textIn(first.shop_name, lang) : '',
      logo: first?.shop_logo ?? { small: '', large: '' },
    },
    items: group.lines.map((line) => {
      const was = line.deal ? (line.sku.compare_at_price ?? line.sku.price) : line.sku.compare_at_price;
      return {
        product_id: line.sku.product_id,
        sku_id: line.sku.sku_id,
        title: textIn(line.sku.title, lang),
        image: line.sku.image,
        spec: specLine(line.spec, lang),
        price: formatCents(unitPrice(line)),
        compare_at_price: was === null ? null : formatCents(was),
        quantity: line.quantity,
        subtotal: formatCents(unitPrice(line) * line.quantity),
        deal_id: line.deal?.deal_id ?? null,
      };
    }),
    quantity: group.quantity,
    goods_amount: formatCents(group.goodsAmount),
    freight: formatCents(group.freight),
    discount: formatCents(group.shopDiscount + group.promoDiscount),
    shop_discount: formatCents(group.shopDiscount),
    promo_discount: formatCents(group.promoDiscount),
    total: formatCents(groupTotal(group)),
    free_freight_from: group.freeFrom === null ? null : formatCents(group.freeFrom),
    shop_voucher: voucherOutcome(group.voucher, t),
  };
}

/** A shop's voucher in the preview: the one applied, or the chosen one with why it does not apply. */
function voucherOutcome(pick: ShopVoucherPick, t: Translate): CheckoutGroupDto['shop_voucher'] {
  return {
    voucher: pick.voucher ? { ...termsOf(pick.voucher), code: pick.voucher.code } : null,
    discount: formatCents(pick.discount),
    error: pick.failure?.key ?? null,
    message: pick.failure ? t(`errors.${pick.failure.key}`, pick.failure.params) : null,
    available: pick.available.map((entry) => ({ ...termsOf(entry.row), eligible: entry.eligible })),
  };
}

/** What the shopper would pay, computed here and only here; a promo code that does not apply says why. */
export async function previewCheckout(
  { db }: AppDeps,
  userId: number,
  body: CheckoutPreviewBody,
  lang: string,
  t: Translate,
): Promise<CheckoutPreviewDto> {
  const address = await shippingAddress(db, userId, body.address_id);
  if (address) await assertRegionOpen(db, address.country);
  else await assertShopperRegionOpen(db, userId);
  const lines = await withRunningDeals(db, userId, await loadLines(db, userId, body.source, lang));
  const priced = await quote(db, userId, lines, body.promo_code, body.shop_vouchers);
  const promo: PromoOutcomeDto | null = body.promo_code
    ? {
        code: body.promo_code,
        discount: formatCents(priced.promoDiscount),
        error: priced.promoFailure?.key ?? null,
        message: priced.promoFailure ? t(`errors.${priced.promoFailure.key}`, priced.promoFailure.params) : null,
      }
    : null;
  return {
    address: address ?? null,
    groups: priced.groups.map((group) => toGroupDto(group, lang, t)),
    quantity: priced.groups.reduce((sum, group) => sum + group.quantity, 0),
    goods_amount: formatCents(priced.goodsAmount),
    freight: formatCents(priced.freight),
    discount: formatCents(priced.shopDiscount + priced.promoDiscount),
    shop_discount: formatCents(priced.shopDiscount),
    promo_discount: formatCents(priced.promoDiscount),
    total: formatCents(quoteTotal(priced)),
    promo,
    balance: formatCents(await balanceOf(db, userId)),
  };
}

/**
 * A buy-now without a promo code or a voucher (the flash-sale case, at a deal price or not) reads no per-shopper
 * state and writes only the order's rows and the units it takes: one read, then ONE statement that places it
 * (placeBuyNow), on the checkout's connection, outside any transaction. Undefined, with nothing written, when the
 * SKU's shop has a public voucher running: the caller then prices it with the vouchers in a transaction.
 */
export async function placeBuyNowAtOnce(
  conn: Executor,
  userId: number,
  body: OrderCreateBody,
  buyNow: Extract<CheckoutSource, { buy_now: unknown }>['buy_now'],
  lang: string,
): Promise<OrderCreateDto | undefined> {
  const read = await readBuyNow(conn, {
    userId,
    addressId: body.address_id,
    skuId: buyNow.sku_id,
    settingKey: ORDER_SETTINGS_KEY,
    dealId: buyNow.deal_id,
  });
  const address = shipTo(read.address);
  const settings = orderSettingsFrom(read.setting as Partial<OrderSettingsDto> | null);
  if (!isRegionOpen(settings, address.country)) throw new AppError('REGION_CLOSED');
  const lines = buyNowLines(read.sku, buyNow.quantity, lang);
  if (read.public_voucher) return undefined;
  const [line] = lines;
  if (line && buyNow.deal_id !== undefined)
    line.deal = checkedDealItem(read.deal, dealLineOf(line, lang, buyNow.deal_id));
  return placeBuyNow(conn, userId, body, { address, settings, lines, rules: ruleOfShop(read.freight) }, lang);
}

/** Where a checkout's orders go and when they must be paid by: read before its transaction, with no lock taken. */
export interface CheckoutStart {
  address: OrderAddress;
  payDeadline: Date;
}

/** The checks of a checkout that need no lock: the shipping address (NOT_FOUND) and the region gate (REGION_CLOSED). */
export async function startCheckout(conn: Executor, userId: number, addressId: number): Promise<CheckoutStart> {
  const address = shipTo(await findAddress(conn, userId, addressId));
  const settings = await loadOrderSettings(conn);
  if (!isRegionOpen(settings, address.country)) throw new AppError('REGION_CLOSED');
  return { address, payDeadline: new Date(Date.now() + settings.pay_timeout_minutes * 60_000) };
}

/** Prices the checkout's lines (freight per shop, the promo code split over the shops); a code that fails refuses. */
export async function priceCheckout(
  trx: Executor,
  userId: number,
  lines: CheckoutLine[],
  body: Pick<OrderCreateBody, 'promo_code' | 'shop_vouchers'>,
): Promise<Quote> {
  const priced = await quote(trx, userId, lines, body.promo_code, body.shop_vouchers);
  const voucherFailure = priced.groups.find((group) => group.voucher.failure)?.voucher.failure;
  if (voucherFailure) throw new AppError(voucherFailure.key, voucherFailure.params);
  if (priced.promoFailure) throw new AppError(priced.promoFailure.key, priced.promoFailure.params);
  return priced;
}

/**
 * Writes the checkout's orders, one per shop in status 0, with their lines and 'created' events (new rows, nobody
 * waits for them); the answer of the checkout.
 */
export async function placeOrders(
  trx: Executor,
  userId: number,
  body: OrderCreateBody,
  start: CheckoutStart,
  priced: Quote,
): Promise<OrderCreateDto> {
  const [checkoutNo, ...orderNos] = await nextOrderNos(trx, 1 + priced.groups.length);
  if (!checkoutNo) throw new Error('no order number');
  const created: OrderCreateDto['orders'] = [];
  for (const [index, group] of priced.groups.entries()) {
    const order = await orders.insertPlacedOrder(
      trx,
      {
        order_no: orderNos[index] ?? '',
        checkout_no: `C${checkoutNo}`,
        ...waitingPayOrder(userId, group, priced.promo, start.address, body.remark, start.payDeadline),
      },
      group.lines.map(orderItem),
      createdEvent(userId),
    );
    created.push({ id: order.id, order_no: order.order_no, total: formatCents(order.total) });
  }
  const total = quoteTotal(priced);
  return {
    checkout_no: `C${checkoutNo}`,
    orders: created,
    total: formatCents(total),
    pay_deadline: start.payDeadline.toISOString(),
  };
}

/** Each order's shop voucher use, taken under its caps (VOUCHER_USED_UP when the last one went meanwhile). */
export async function takeVoucherUses(
  trx: Executor,
  userId: number,
  priced: Quote,
  placed: OrderCreateDto,
): Promise<void> {
  const uses = priced.groups.flatMap((group, index) => {
    const orderId = placed.orders[index]?.id;
    const voucherId = group.voucher.voucher?.id;
    return group.shopDiscount > 0 && orderId !== undefined && voucherId !== undefined ? [{ orderId, voucherId }] : [];
  });
  await takeVoucherUsesOf(trx, userId, uses);
}

/** The promo code's use, taken under its caps (PROMO_USED_UP when the last one went meanwhile), and its redemption. */
export async function takePromoUse(trx: Executor, userId: number, priced: Quote, checkoutNo: string): Promise<void> {
  if (!priced.promo) return;
  if (!(await promos.takePromoUse(trx, priced.promo.id))) throw new AppError('PROMO_USED_UP');
  await promos.insertRedemption(trx, priced.promo.id, userId, checkoutNo);
}

/** What an order keeps of the shipping address; NOT_FOUND when there is none (another shopper's: docs/architecture.md#errors-and-messages). */
function shipTo(address: AddressFields | null | undefined): OrderAddress {
  if (!address) throw new AppError('NOT_FOUND');
  return {
    addressee: address.addressee,
    mobile: address.mobile,
    country: address.country,
    area: address.area,
    detail: address.detail,
  };
}

/** A buy-now (one line, no promo code), checked and priced: placed with one statement, or OUT_OF_STOCK. */
async function placeBuyNow(
  db: Executor,
  userId: number,
  body: OrderCreateBody,
  checked: {
    address: OrderAddress;
    settings: OrderSettingsDto;
    lines: CheckoutLine[];
    rules: (shopId: number) => FreightRule;
  },
  lang: string,
): Promise<OrderCreateDto> {
  const [line] = checked.lines;
  const [group] = shopGroups(checked.lines, checked.rules);
  if (!line || !group) throw new AppError('NOTHING_SELECTED');
  const total = group.goodsAmount + group.freight;
  const payDeadline = new Date(Date.now() + checked.settings.pay_timeout_minutes * 60_000);
  const placed = await orders.placeOrderTakingStock(
    db,
    orderNoDay(),
    waitingPayOrder(userId, group, undefined, checked.address, body.remark, payDeadline),
    orderItem(line),
    createdEvent(userId),
    line.deal && { dealItemId: line.deal.id, userId, perUserLimit: line.deal.per_user_limit },
  );
  // The units went to buyers ahead of this one since the read: refused (why, read again), nothing written.
  if (!placed) throw await stockRefusal(db, userId, line, lang);
  return {
    checkout_no: placed.checkout_no,
    orders: [{ id: placed.id, order_no: placed.order_no, total: formatCents(placed.total) }],
    total: formatCents(total),
    pay_deadline: payDeadline.toISOString(),
  };
}

/** A checkout line as an order line: what was bought, as it is now. */
function orderItem(line: CheckoutLine): orders.NewOrderItem {
  return {
    product_id: line.sku.product_id,
    sku_id: line.sku.sku_id,
    title: line.sku.title,
    spec: line.spec,
    image: line.sku.image,
    price: unitPrice(line),
    quantity: line.quantity,
    deal_id: line.deal?.deal_id ?? null,
  };
}

/**
 * Why a line's units could not be taken: its deal's refusal (ended, sold out, the shopper's limit), read again now,
 * else OUT_OF_STOCK.
 */
async function stockRefusal(db: Executor, userId: number, line: CheckoutLine, lang: string): Promise<AppError> {
  if (line.deal) {
    try {
      await dealForLine(db, userId, dealLineOf(line, lang, line.deal.deal_id));
    } catch (error) {
      if (error instanceof AppError) return error;
      throw error;
    }
  }
  return new AppError('OUT_OF_STOCK', undefined, { sku_id: line.sku.sku_id });
}

const dealLineOf = (line: CheckoutLine, lang: string, dealId: number): DealLine => ({
  dealId,
  skuId: line.sku.sku_id,
  quantity: line.quantity,
  title: textIn(line.sku.title, lang),
});

/**
 * Takes the lines' units out of stock, SKUs in ascending id (each with its deal item, if bought at a deal), then
 * their products (the lock order); OUT_OF_STOCK or the deal's refusal (and the caller's transaction rolled back)
 * when a SKU or a deal has fewer units than asked for. One line is one statement.
 */
export async function reserveStock(trx: Executor, userId: number, lines: CheckoutLine[], lang: string): Promise<void> {
  const dealOf = (line: CheckoutLine) =>
    line.deal && { dealItemId: line.deal.id, userId, perUserLimit: line.deal.per_user_limit };
  const [only] = lines;
  if (lines.length === 1 && only) {
    const deal = dealOf(only);
    const taken = deal
      ? await stock.reserveDealSkuAndProduct(trx, only.sku.sku_id, only.quantity, deal)
      : await stock.reserveSkuAndProduct(trx, only.sku.sku_id, only.quantity);
    if (taken === undefined) throw await stockRefusal(trx, userId, only, lang);
    return;
  }
  const bySku = [...lines].sort((a, b) => a.sku.sku_id - b.sku.sku_id);
  for (const line of bySku) {
    const deal = dealOf(line);
    const taken = deal
      ? await stock.reserveDealSku(trx, line.sku.sku_id, line.quantity, deal)
      : await stock.reserveSku(trx, line.sku.sku_id, line.quantity);
    if (taken === undefined) throw await stockRefusal(trx, userId, line, lang);
  }
  for (const [productId, quantity] of stock.quantitiesByProduct(lines))
    await stock.moveProductStock(trx, productId, -quantity);
}
