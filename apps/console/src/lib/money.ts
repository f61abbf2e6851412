const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * "12.50" from the API → "$12.50". Only for showing: the number never flows back into a request, so the float it
 * passes through cannot corrupt an amount.
 */
export function formatMoney(amount: string): string {
  return DOLLARS.format(Number(amount));
}
