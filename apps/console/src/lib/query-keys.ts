/**
 * Query keys that more than one feature needs: a refund decision changes the order it belongs to, so the refunds
 * feature invalidates the orders' queries without importing the orders feature.
 */
/** Every orders query starts with this key, so one invalidation refreshes lists and details together. */
export const ORDERS_KEY = ['orders'] as const;
