import type { SellerPermission } from '@shop/contract/shop-staff';

/**
 * The seller center's table (docs/domain.md#shop-staff): the permission every /api/seller route needs of the
 * signed-in member (`public`: no session). The seller access plugin guards each route from it and refuses to start
 * when a seller route is missing here, so a new route cannot reach staff by being forgotten.
 */
export const SELLER_ROUTE_PERMISSIONS: Record<string, SellerPermission | 'public'> = {
  // Applying, signing in, a forgotten password: no session.
  'POST /api/seller/apply/upload': 'public',
  'POST /api/seller/apply': 'public',
  'POST /api/seller/login': 'public',
  'POST /api/seller/login/second_step': 'public',
  'POST /api/seller/password/forgot': 'public',
  'POST /api/seller/password/reset': 'public',

  // Every member: who it is, its own security, the dashboard, notifications, the live stream, pictures.
  'POST /api/seller/logout': 'member',
  'GET /api/seller/me': 'member',
  'GET /api/seller/security/two_factor': 'member',
  'POST /api/seller/security/two_factor/setup': 'member',
  'POST /api/seller/security/two_factor/enable': 'member',
  'POST /api/seller/security/two_factor/disable': 'member',
  'POST /api/seller/security/two_factor/recovery_codes': 'member',
  'POST /api/seller/security/password': 'member',
  'GET /api/seller/security/sessions': 'member',
  'POST /api/seller/security/sessions/end': 'member',
  'POST /api/seller/security/sessions/end_others': 'member',
  'GET /api/seller/dashboard': 'member',
  'POST /api/seller/upload': 'member',
  'GET /api/seller/shop': 'member',
  'GET /api/seller/categories': 'member',
  'GET /api/seller/events': 'member',
  'GET /api/seller/notifications': 'member',
  'GET /api/seller/notifications/unread': 'member',
  'POST /api/seller/notifications/read': 'member',
  'GET /api/seller/notification_settings': 'member',

  // The owner's: the shop's profile, staff and their log, the payment code, payout accounts' changes, withdrawals.
  'POST /api/seller/shop/save': 'owner',
  'POST /api/seller/notification_settings': 'owner',
  'GET /api/seller/staff': 'owner',
  'POST /api/seller/staff/save': 'owner',
  'POST /api/seller/staff/invite': 'owner',
  'POST /api/seller/staff/reset_two_factor': 'owner',
  'GET /api/seller/audit_log': 'owner',
  'POST /api/seller/pay_password': 'owner',
  'POST /api/seller/payout_account/save': 'owner',
  'POST /api/seller/payout_account/delete': 'owner',
  'POST /api/seller/withdraw': 'owner',

  // Products and what sells them.
  'GET /api/seller/products': 'products',
  'GET /api/seller/product': 'products',
  'POST /api/seller/product/save': 'products',
  'POST /api/seller/products/import': 'products',
  'GET /api/seller/products/export': 'products',
  'POST /api/seller/products/bulk': 'products',
  'GET /api/seller/vouchers': 'products',
  'POST /api/seller/voucher/save': 'products',
  'POST /api/seller/voucher/end': 'products',
  'GET /api/seller/deals': 'products',
  'POST /api/seller/deal/save': 'products',
  'POST /api/seller/deal/end': 'products',
  'GET /api/seller/campaigns': 'products',

  // Orders, shipping, after-sales, reviews, chat with shoppers.
  'GET /api/seller/orders': 'orders',
  'GET /api/seller/order': 'orders',
  'GET /api/seller/orders/packing_slips': 'orders',
  'GET /api/seller/orders/export': 'orders',
  'POST /api/seller/orders/ship_import': 'orders',
  'POST /api/seller/order/ship': 'orders',
  'POST /api/seller/order/logistics': 'orders',
  'GET /api/seller/refunds': 'orders',
  'GET /api/seller/refund': 'orders',
  'POST /api/seller/refund/approve': 'orders',
  'POST /api/seller/refund/received': 'orders',
  'POST /api/seller/refund/reject': 'orders',
  'GET /api/seller/freight': 'orders',
  'POST /api/seller/freight/save': 'orders',
  'GET /api/seller/chat/conversations': 'orders',
  'GET /api/seller/chat/messages': 'orders',
  'POST /api/seller/chat/send': 'orders',
  'POST /api/seller/chat/read': 'orders',
  'GET /api/seller/chat/unread': 'orders',
  'GET /api/seller/chat/quick_replies': 'orders',
  'POST /api/seller/chat/quick_replies/save': 'orders',
  'POST /api/seller/chat/quick_replies/delete': 'orders',
  'GET /api/seller/reviews': 'orders',
  'POST /api/seller/review/reply': 'orders',

  // Money, read only.
  'GET /api/seller/settlements': 'finance',
  'GET /api/seller/ledger': 'finance',
  'GET /api/seller/withdraw': 'finance',
  'GET /api/seller/withdrawals': 'finance',
  'GET /api/seller/payout_accounts': 'finance',
};

/** The permission of a route: its table entry; undefined when the table does not name it. */
export function sellerPermissionOf(method: string, url: string): SellerPermission | 'public' | undefined {
  return SELLER_ROUTE_PERMISSIONS[`${method} ${url}`];
}

/**
 * Calls that change nothing a person would look for in the audit log are not written to it: read marks, a picture
 * uploaded for a later save (the save is logged), the pending secret of a two-factor setup (turning it on is).
 */
export const UNAUDITED_SELLER_ROUTES = new Set([
  'POST /api/seller/logout',
  'POST /api/seller/upload',
  'POST /api/seller/security/two_factor/setup',
  'POST /api/seller/notifications/read',
  'POST /api/seller/chat/read',
]);
