import { ORDER_STATUS, ORDER_STATUS_NAME, type OrderStatus, type OrderStatusName } from '@shop/contract/order-status';

/**
 * An order card's status in words: the card carries the order's status value as text ("2"), or its name
 * ("delivered"); either becomes the order namespace's label, as My orders words it. Anything else shows as sent.
 */
export function cardStatusKey(status: string | null): string | null {
  if (status === null || status === '') return null;
  if (/^-?\d+$/.test(status) && Object.hasOwn(ORDER_STATUS_NAME, status))
    return `order:status.${ORDER_STATUS_NAME[Number(status) as OrderStatus]}`;
  if (Object.hasOwn(ORDER_STATUS, status)) return `order:status.${status as OrderStatusName}`;
  return null;
}
