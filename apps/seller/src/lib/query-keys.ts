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
/** The inbox: conversations, their messages, the unread count and quick replies; refreshed by the live stream. */
export const CHAT_KEY = ['chat'] as const;
/** The seller's notifications and their unread count; refreshed by the live stream. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
/** The shop's staff: the staff page and the audit log's filter by member read it. */
export const STAFF_KEY = ['staff'] as const;
