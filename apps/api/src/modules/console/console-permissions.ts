import type { Permission } from '@shop/contract/console-access';

/**
 * The one table of docs/domain.md#roles-and-permissions: the permission every /api/console route needs (`public`: no session). The console
 * access plugin guards each route from it and refuses to start when a console route is missing here; the role
 * test walks every registered console route with an operator of each role against it.
 */
export const CONSOLE_ROUTE_PERMISSIONS: Record<string, Permission | 'public'> = {
  'POST /api/console/login': 'public',
  'POST /api/console/login/second_step': 'public',
  'POST /api/console/password/forgot': 'public',
  'POST /api/console/password/reset': 'public',
  /** One's own account: open before a required second step is set up (it is how it gets set up). */
  'POST /api/console/logout': 'self',
  'GET /api/console/me': 'self',
  'GET /api/console/my/two_factor': 'self',
  'POST /api/console/my/two_factor/setup': 'self',
  'POST /api/console/my/two_factor/enable': 'self',
  'POST /api/console/my/two_factor/disable': 'self',
  'POST /api/console/my/two_factor/recovery_codes': 'self',
  'POST /api/console/my/password': 'self',
  'GET /api/console/my/sessions': 'self',
  'POST /api/console/my/sessions/end': 'self',
  'POST /api/console/my/sessions/end_others': 'self',
  'GET /api/console/dashboard': 'dashboard',
  /** Shop names for pickers (freight rules, filters): every operator. */
  'GET /api/console/shop_options': 'dashboard',

  'GET /api/console/orders': 'fulfilment',
  'GET /api/console/order': 'fulfilment',
  'GET /api/console/orders/packing_slips': 'fulfilment',
  'GET /api/console/orders/export': 'fulfilment',
  'POST /api/console/orders/ship_import': 'fulfilment',
  'POST /api/console/order/ship': 'fulfilment',
  'POST /api/console/order/logistics': 'fulfilment',
  'GET /api/console/campaigns': 'catalogue',
  'POST /api/console/campaign/save': 'catalogue',
  'GET /api/console/promos': 'fulfilment',
  'POST /api/console/promo/save': 'fulfilment',
  'GET /api/console/freight': 'fulfilment',
  'POST /api/console/freight/save': 'fulfilment',
  'POST /api/console/freight/delete': 'fulfilment',
  'GET /api/console/order_settings': 'fulfilment',
  'POST /api/console/order_settings': 'fulfilment',

  'GET /api/console/recharges': 'finance',
  'POST /api/console/recharge/approve': 'finance',
  'POST /api/console/recharge/refuse': 'finance',
  'GET /api/console/withdrawals': 'finance',
  'POST /api/console/withdrawal/approve': 'finance',
  'POST /api/console/withdrawal/refuse': 'finance',
  'GET /api/console/ledger': 'finance',
  'GET /api/console/ledger/check': 'finance',
  'GET /api/console/wallet_settings': 'finance',
  'POST /api/console/wallet_settings': 'finance',
  'GET /api/console/settlements': 'finance',
  'GET /api/console/settlements/shops': 'finance',
  'GET /api/console/settlements/export': 'finance',

  'GET /api/console/audit_log': 'audit_log',

  'GET /api/console/refunds': 'refunds_view',
  'GET /api/console/refund': 'refunds_view',
  'POST /api/console/refund/approve': 'refunds_decide',
  'POST /api/console/refund/reject': 'refunds_decide',
  'POST /api/console/refund/receive': 'refunds_receive',

  'GET /api/console/reviews': 'reviews',
  'POST /api/console/review/hide': 'reviews',
  'POST /api/console/review/unhide': 'reviews',

  'GET /api/console/service/conversations': 'service',
  'GET /api/console/service/messages': 'service',
  'POST /api/console/service/send': 'service',
  'POST /api/console/service/read': 'service',
  'POST /api/console/service/upload': 'service',
  'GET /api/console/shop_chats/reported': 'service',
  'GET /api/console/shop_chats/messages': 'service',

  'GET /api/console/content': 'content',
  'POST /api/console/content/save': 'content',

  'POST /api/console/upload': 'uploads',
  'GET /api/console/categories': 'catalogue',
  'POST /api/console/category/save': 'catalogue',
  'POST /api/console/category/delete': 'catalogue',
  'GET /api/console/products': 'catalogue',
  'GET /api/console/product': 'catalogue',
  'POST /api/console/product/save': 'catalogue',
  'POST /api/console/products/bulk': 'catalogue',
  /** The shop list: catalogue edits shops from it, finance sets their commission rates. */
  'GET /api/console/shops': 'shops_view',
  'GET /api/console/shop': 'catalogue',
  'POST /api/console/shop/save': 'catalogue',
  'GET /api/console/banners': 'catalogue',
  'POST /api/console/banner/save': 'catalogue',
  'GET /api/console/hot_keywords': 'catalogue',
  'POST /api/console/hot_keywords': 'catalogue',
  /** The platform's default rate, read by whoever edits shops; only finance changes it. */
  'GET /api/console/commission': 'dashboard',
  'POST /api/console/commission/save': 'commission',

  'GET /api/console/shoppers': 'shoppers',
  'GET /api/console/shopper': 'shoppers',
  'GET /api/console/shopper/orders': 'shoppers',
  'GET /api/console/shopper/ledger': 'shoppers',
  'GET /api/console/shopper/refunds': 'shoppers',
  'GET /api/console/shopper/recharges': 'shoppers',
  'GET /api/console/shopper/withdrawals': 'shoppers',
  'GET /api/console/shopper/reviews': 'shoppers',
  'POST /api/console/shopper/freeze': 'shoppers',
  'POST /api/console/shopper/unlock_pay': 'shoppers',

  'GET /api/console/operators': 'operators',
  'POST /api/console/operator/save': 'operators',
  'POST /api/console/operator/reset_two_factor': 'operators',
  'GET /api/console/security_policy': 'operators',
  'POST /api/console/security_policy/save': 'operators',

  'GET /api/console/seller_applications': 'sellers',
  'POST /api/console/seller_application/approve': 'sellers',
  'POST /api/console/seller_application/refuse': 'sellers',
  'POST /api/console/seller/reset_two_factor': 'sellers',

  'GET /api/console/stats': 'dashboard',
  'GET /api/console/stats/top': 'dashboard',
};

/** The permission a console route needs; undefined when the table does not name it. HEAD is answered as GET. */
export function consolePermissionOf(method: string, url: string): Permission | 'public' | undefined {
  return CONSOLE_ROUTE_PERMISSIONS[`${method === 'HEAD' ? 'GET' : method} ${url}`];
}
