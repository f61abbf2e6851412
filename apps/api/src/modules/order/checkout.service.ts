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
}

interface ShopGroup {
  shopId: number;
  lines: CheckoutLine[];
  quantity: number;
  goodsAmount: number;
  freight: number;
  freeFrom: number | null;
  discount: number;
}

interface PromoFailure {
  key: ErrorKey;
  params?: Params;
}

export interface Quote {
  groups: ShopGroup[];
  goodsAmount: number;
  freight: number;
  discount: number;
  promo?: promos.PromoRow;
  promoFailure?: PromoFailure;
}

/** What is being bought, as lines with their SKUs; refuses an empty selection and quantities above stock. */
/** The row of a new order of one shop's group, waiting for payment (both checkout paths write it). */
function waitingPayOrder(
  userId: number,
  group: ShopGroup,
  discount: number,
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
    discount,
    total: group.goodsAmount + group.freight - discount,
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
    return buyNowLines(await findSku(db, source.buy_now.sku_id), source.buy_now.quantity, lang);
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
  return checkedLines(available.map((line) => ({ sku: line, quantity: line.quantity })));
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

/** Prices a checkout: one group per shop (first-seen order), freight per shop, the promo split over the groups. */
async function quote(
  db: Executor,
  userId: number,
  lines: CheckoutLine[],
  promoCode: string | undefined,
  /** The freight rules when already read (else they are read here). */
  rules?: (shopId: number) => FreightRule,
): Promise<Quote> {
  const byShop = new Map<number, CheckoutLine[]>();
  for (const line of lines) byShop.set(line.sku.shop_id, [...(byShop.get(line.sku.shop_id) ?? []), line]);
  const ruleOf = rules ?? (await freightRulesFor(db, [...byShop.keys()]));
  const groups: ShopGroup[] = [...byShop].map(([shopId, shopLines]) => {
    const goodsAmount = shopLines.reduce((sum, line) => sum + line.sku.price * line.quantity, 0);
    const rule = ruleOf(shopId);
    return {
      shopId,
      lines: shopLines,
      quantity: shopLines.reduce((sum, line) => sum + line.quantity, 0),
      goodsAmount,
      freight: freightFor(rule, goodsAmount),
      freeFrom: rule.free_above,
      discount: 0,
    };
  });
  const goodsAmount = groups.reduce((sum, group) => sum + group.goodsAmount, 0);
  const freight = groups.reduce((sum, group) => sum + group.freight, 0);
  if (!promoCode) return { groups, goodsAmount, freight, discount: 0 };

  const promo = await promos.findPromoByCode(db, promoCode);
  const promoFailure = await checkPromo(db, userId, promo, goodsAmount);
  if (promoFailure || !promo) return { groups, goodsAmount, freight, discount: 0, promoFailure };
  const discount = discountFor(promo, goodsAmount);
  const parts = splitDiscount(
    discount,
    groups.map((group) => group.goodsAmount),
  );
  groups.forEach((group, index) => {
    group.discount = parts[index] ?? 0;
  });
  return { groups, goodsAmount, freight, discount, promo };
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

function toGroupDto(group: ShopGroup, lang: string): CheckoutGroupDto {
  const first = group.lines[0]?.sku;
  return {
    shop: {
      id: group.shopId,
      name: first ? textIn(first.shop_name, lang) : '',
      logo: first?.shop_logo ?? { small: '', large: '' },
    },
    items: group.lines.map((line) => ({
      product_id: line.sku.product_id,
      sku_id: line.sku.sku_id,
      title: textIn(line.sku.title, lang),
      image: line.sku.image,
      spec: specLine(line.spec, lang),
      price: formatCents(line.sku.price),
      compare_at_price: line.sku.compare_at_price === null ? null : formatCents(line.sku.compare_at_price),
      quantity: line.quantity,
      subtotal: formatCents(line.sku.price * line.quantity),
    })),
    quantity: group.quantity,
    goods_amount: formatCents(group.goodsAmount),
    freight: formatCents(group.freight),
    discount: formatCents(group.discount),
    total: formatCents(group.goodsAmount + group.freight - group.discount),
    free_freight_from: group.freeFrom === null ? null : formatCents(group.freeFrom),
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
  const lines = await loadLines(db, userId, body.source, lang);
  const priced = await quote(db, userId, lines, body.promo_code);
  const promo: PromoOutcomeDto | null = body.promo_code
    ? {
        code: body.promo_code,
        discount: formatCents(priced.discount),
        error: priced.promoFailure?.key ?? null,
        message: priced.promoFailure ? t(`errors.${priced.promoFailure.key}`, priced.promoFailure.params) : null,
      }
    : null;
  return {
    address: address ?? null,
    groups: priced.groups.map((group) => toGroupDto(group, lang)),
    quantity: priced.groups.reduce((sum, group) => sum + group.quantity, 0),
    goods_amount: formatCents(priced.goodsAmount),
    freight: formatCents(priced.freight),
    discount: formatCents(priced.discount),
    total: formatCents(priced.goodsAmount + priced.freight - priced.discount),
    promo,
    balance: formatCents(await balanceOf(db, userId)),
  };
}

/**
 * A buy-now without a promo code (the flash-sale case) reads no per-shopper state and writes no other module: one
 * read, then ONE statement that places it (placeBuyNow), on the checkout's connection, outside any transaction.
 */
export async function placeBuyNowAtOnce(
  conn: Executor,
  userId: number,
  body: OrderCreateBody,
  buyNow: Extract<CheckoutSource, { buy_now: unknown }>['buy_now'],
  lang: string,
): Promise<OrderCreateDto> {
  const read = await readBuyNow(conn, {
    userId,
    addressId: body.address_id,
    skuId: buyNow.sku_id,
    settingKey: ORDER_SETTINGS_KEY,
  });
  const address = shipTo(read.address);
  const settings = orderSettingsFrom(read.setting as Partial<OrderSettingsDto> | null);
  if (!isRegionOpen(settings, address.country)) throw new AppError('REGION_CLOSED');
  const lines = buyNowLines(read.sku, buyNow.quantity, lang);
  return placeBuyNow(conn, userId, body, { address, settings, lines, rules: ruleOfShop(read.freight) });
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
  promoCode: string | undefined,
): Promise<Quote> {
  const priced = await quote(trx, userId, lines, promoCode);
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
        ...waitingPayOrder(userId, group, group.discount, priced.promo, start.address, body.remark, start.payDeadline),
      },
      group.lines.map(orderItem),
      createdEvent(userId),
    );
    created.push({ id: order.id, order_no: order.order_no, total: formatCents(order.total) });
  }
  const total = priced.goodsAmount + priced.freight - priced.discount;
  return {
    checkout_no: `C${checkoutNo}`,
    orders: created,
    total: formatCents(total),
    pay_deadline: start.payDeadline.toISOString(),
  };
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
): Promise<OrderCreateDto> {
  const [line] = checked.lines;
  const [group] = (await quote(db, userId, checked.lines, undefined, checked.rules)).groups;
  if (!line || !group) throw new AppError('NOTHING_SELECTED');
  const total = group.goodsAmount + group.freight;
  const payDeadline = new Date(Date.now() + checked.settings.pay_timeout_minutes * 60_000);
  const placed = await orders.placeOrderTakingStock(
    db,
    orderNoDay(),
    waitingPayOrder(userId, group, 0, undefined, checked.address, body.remark, payDeadline),
    orderItem(line),
    createdEvent(userId),
  );
  // The units went to buyers ahead of this one since the read: refused, nothing written.
  if (!placed) throw new AppError('OUT_OF_STOCK', undefined, { sku_id: line.sku.sku_id });
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
    price: line.sku.price,
    quantity: line.quantity,
  };
}

/**
 * Takes the lines' units out of stock, SKUs in ascending id, then their products (the lock order); OUT_OF_STOCK
 * (and the caller's transaction rolled back) when a SKU has fewer units than asked for. One line is one statement.
 */
export async function reserveStock(trx: Executor, lines: CheckoutLine[]): Promise<void> {
  const [only] = lines;
  if (lines.length === 1 && only) {
    if ((await stock.reserveSkuAndProduct(trx, only.sku.sku_id, only.quantity)) === undefined)
      throw new AppError('OUT_OF_STOCK', undefined, { sku_id: only.sku.sku_id });
    return;
  }
  const bySku = [...lines].sort((a, b) => a.sku.sku_id - b.sku.sku_id);
  for (const line of bySku) {
    if ((await stock.reserveSku(trx, line.sku.sku_id, line.quantity)) === undefined) {
      throw new AppError('OUT_OF_STOCK', undefined, { sku_id: line.sku.sku_id });
    }
  }
  for (const [productId, quantity] of stock.quantitiesByProduct(lines))
    await stock.moveProductStock(trx, productId, -quantity);
}
