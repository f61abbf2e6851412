import { REFUND_STATUS } from '@shop/contract/after-sales-status';
import { formatCents } from '@shop/contract/money';
import type { OrderDetailDto, OrderDto, OrderEventDto, OrderItemDto } from '@shop/contract/order';
import { actionsOf, type OrderEventKind, type OrderStatus } from '@shop/contract/order-status';
import type { Params } from '../../lib/i18n.ts';
import type { OrderItemRow, OrderRow } from './order.repo.ts';
import { specLine, textIn } from '../../lib/order-text.ts';

type Translate = (key: string, params?: Params) => string;

export function toItem(row: OrderItemRow, lang: string): OrderItemDto {
  return {
    id: row.id,
    product_id: row.product_id,
    sku_id: row.sku_id,
    title: textIn(row.title, lang),
    image: row.image,
    spec: specLine(row.spec, lang),
    price: formatCents(row.price),
    quantity: row.quantity,
    subtotal: formatCents(row.price * row.quantity),
  };
}

/** An order as shoppers and operators read it (without the shopper's actions). */
export function toOrderBase(row: OrderRow, items: OrderItemRow[], lang: string): Omit<OrderDto, 'actions'> {
  const status = row.status as OrderStatus;
  return {
    id: row.id,
    order_no: row.order_no,
    status,
    shop: { id: row.shop_id, name: textIn(row.shop_name, lang), logo: row.shop_logo },
    items: items.map((item) => toItem(item, lang)),
    quantity: row.quantity,
    goods_amount: formatCents(row.goods_amount),
    freight: formatCents(row.freight),
    discount: formatCents(Number(row.shop_discount) + Number(row.promo_discount)),
    shop_discount: formatCents(Number(row.shop_discount)),
    promo_discount: formatCents(Number(row.promo_discount)),
    total: formatCents(row.total),
    created_at: row.created_at.toISOString(),
    pay_deadline: status === 0 ? row.pay_deadline.toISOString() : null,
  };
}

export function toOrder(row: OrderRow, items: OrderItemRow[], lang: string): OrderDto {
  // Reviews arrive with the after-sales release; until then every received order may be reviewed.
  return { ...toOrderBase(row, items, lang), actions: actionsOf(row.status as OrderStatus) };
}

export interface OrderHistory {
  events: { kind: string; status: number; actor: 'shopper' | 'operator' | 'seller' | 'system'; created_at: Date }[];
  logistics: { kind: 'shipped' | 'update'; description: string; created_at: Date }[];
}

/** The timeline and the logistics of an order; the shipping event's text is written in the reader's language. */
export function toHistory(row: OrderRow, history: OrderHistory, t: Translate) {
  const timeline: OrderEventDto[] = history.events.map((event) => ({
    kind: event.kind as OrderEventKind,
    status: event.status as OrderStatus,
    actor: event.actor,
    at: event.created_at.toISOString(),
  }));
  const logistics =
    row.carrier && row.tracking_no
      ? {
          carrier: row.carrier,
          tracking_no: row.tracking_no,
          events: history.logistics.map((event) => ({
            description:
              event.kind === 'shipped'
                ? t('logistics.shipped', { carrier: row.carrier ?? '', tracking_no: row.tracking_no ?? '' })
                : event.description,
            at: event.created_at.toISOString(),
          })),
        }
      : null;
  return { timeline, logistics };
}

export function toOrderDetail(
  row: OrderRow,
  items: OrderItemRow[],
  history: OrderHistory,
  refunds: OrderDetailDto['refunds'],
  lang: string,
  t: Translate,
): OrderDetailDto {
  return {
    ...toOrder(row, items, lang),
    address: row.address,
    promo_code: row.promo_code,
    remark: row.remark,
    paid_at: row.paid_at?.toISOString() ?? null,
    ...toHistory(row, history, t),
    refunds,
    return_address: returnAddressOfOrder(refunds),
  };
}

/** Where the shopper sends the goods now: the return address of a refund with return that waits for them. */
function returnAddressOfOrder(refunds: OrderDetailDto['refunds']): OrderDetailDto['return_address'] {
  const open = refunds.find(
    (refund) => refund.status === REFUND_STATUS.awaitingReturn || refund.status === REFUND_STATUS.returned,
  );
  return open?.return_address ?? null;
}
