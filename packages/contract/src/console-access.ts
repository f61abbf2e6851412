/**
 * Who may do what in the console (docs/domain.md#roles-and-permissions): the roles an operator may hold, the permissions each route and
 * menu entry declares, and the one table between them. The API guards every /api/console route with it; the
 * console builds its menu and refuses pages with the same function, so both always agree.
 */

export const OPERATOR_ROLES = ['admin', 'catalogue', 'finance', 'fulfilment', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** The roles that grant each permission; `admin` may do everything and is not listed. */
export const PERMISSION_ROLES = {
  /** Dashboard, sales figures, one's own session: every operator. */
  dashboard: ['catalogue', 'finance', 'fulfilment', 'support'],
  /**
   * One's own account: password, two-factor sign-in, sessions. The only permission still open to an operator whose
   * role requires two-factor sign-in before it is on.
   */
  self: ['catalogue', 'finance', 'fulfilment', 'support'],
  /** Operators and their roles. */
  operators: [],
  /** The append-only log of every operator action. */
  audit_log: [],
  /** Categories, products of every shop, shops, banners, hot keywords. */
  catalogue: ['catalogue'],
  /** Help and law pages. */
  content: ['catalogue'],
  /** Seller applications: approve or refuse. */
  sellers: ['catalogue'],
  /** Pictures for whatever the operator edits: catalogue pictures, customer-service pictures. */
  uploads: ['catalogue', 'support'],
  /** Orders, shipping, logistics, freight, order settings, promo codes. */
  fulfilment: ['fulfilment'],
  /** Refund requests, read-only. */
  refunds_view: ['finance', 'fulfilment', 'support'],
  /** Approving and rejecting refunds: money decisions. */
  refunds_decide: ['finance'],
  /** Confirming that returned goods arrived. */
  refunds_receive: ['fulfilment'],
  /** Recharge and withdrawal audits, ledgers and their check, wallet settings, settlements. */
  finance: ['finance'],
  /** Shops' commission rates and the platform's default. */
  commission: ['finance'],
  /** The shop list, read-only: whoever edits shops (catalogue) or sets their rates (finance). */
  shops_view: ['catalogue', 'finance'],
  /** The customer-service inbox. */
  service: ['support'],
  /** Review moderation. */
  reviews: ['support'],
  /** The shopper list and page (read-only), freezing, clearing a payment-code lockout. */
  shoppers: ['support'],
} as const satisfies Record<string, readonly OperatorRole[]>;

export type Permission = keyof typeof PERMISSION_ROLES;
export const PERMISSIONS = Object.keys(PERMISSION_ROLES) as Permission[];

/** Whether an operator holding `roles` has `permission`. */
export function allows(roles: readonly OperatorRole[], permission: Permission): boolean {
  if (roles.includes('admin')) return true;
  const granting: readonly OperatorRole[] = PERMISSION_ROLES[permission];
  return granting.some((role) => roles.includes(role));
}

/** Every permission an operator holding `roles` has (the console's menu and page guard). */
export function accessFor(roles: readonly OperatorRole[]): ReadonlySet<Permission> {
  return new Set(PERMISSIONS.filter((permission) => allows(roles, permission)));
}
