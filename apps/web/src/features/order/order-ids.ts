/** Most orders one payment covers (the contract's order/pay limit). */
const MAX_ORDERS = 20;

/** "1,2" from `?orders=` → [1, 2]; anything malformed → an empty list (the page then says it found nothing). */
export function parseOrderIds(value: string | null): number[] {
  if (!value || !/^\d+(,\d+)*$/.test(value)) return [];
  const ids = [...new Set(value.split(',').map(Number))].filter((id) => Number.isSafeInteger(id) && id > 0);
  return ids.length <= MAX_ORDERS ? ids : [];
}
