/**
 * The side navigation, in order. The menu is drawn from this list, so each later area of the console (Orders,
 * Recharges, Withdrawals, Refunds, Catalogue, Settings) adds one entry here and one route in router.tsx.
 */
export interface NavItem {
  /** Route path inside /console; also the menu key, so the entry is highlighted on it and below it. */
  path: string;
  label: string;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/dashboard', label: 'Dashboard' },
  { path: '/orders', label: 'Orders' },
  { path: '/refunds', label: 'Refunds' },
  { path: '/reviews', label: 'Reviews' },
  { path: '/promos', label: 'Promo codes' },
  { path: '/freight', label: 'Freight' },
  { path: '/recharges', label: 'Recharges' },
  { path: '/withdrawals', label: 'Withdrawals' },
  { path: '/ledger', label: 'Ledger' },
  { path: '/service', label: 'Customer service' },
  { path: '/content', label: 'Content' },
  { path: '/settings/orders', label: 'Order settings' },
  { path: '/settings/wallet', label: 'Wallet settings' },
  { path: '/audit-log', label: 'Audit log' },
];

/** The entry to highlight for a location: the one whose path is the location or one of its parents. */
export function navItemFor(pathname: string): NavItem | undefined {
  return NAV_ITEMS.find((item) => pathname === item.path || pathname.startsWith(`${item.path}/`));
}
