/**
 * The roots of the query keys that several features touch: a change in one (shipping, a refund decision, a
 * withdrawal) invalidates what the others show through these, never through a hand-typed copy.
 */
export const ME_KEY = ['seller', 'me'] as const;
export const DASHBOARD_KEY = ['dashboard'] as const;
export const PRODUCTS_KEY = ['products'] as const;
export const ORDERS_KEY = ['orders'] as const;
export const REFUNDS_KEY = ['refunds'] as const;
export const MONEY_KEY = ['money'] as const;
