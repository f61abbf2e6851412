import { z } from 'zod';
import { email, id, limit, listOf, page } from './validation.ts';

/**
 * A shop's staff (docs/domain.md#shop-staff): the owner (the seller who applied) invites staff members, each with
 * their own password, sessions and two-factor sign-in, and roles from the permission table below. A staff member
 * signs in as "<shop account>:<staff name>". Only the owner manages staff, payout accounts and withdrawals; a
 * seller audit log keeps every action of the owner and the staff.
 */

export const STAFF_ROLES = ['products', 'orders', 'finance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The roles that grant each seller permission; the owner has every permission and is not listed. */
export const SELLER_PERMISSION_ROLES = {
  /** Signed in at all: the dashboard, one's own account and security, notifications, the live stream, uploads. */
  member: ['products', 'orders', 'finance'],
  /** Products, their CSV tools, vouchers and deals. */
  products: ['products'],
  /** Orders, shipping and freight, after-sales (refunds), reviews' replies, chat with shoppers. */
  orders: ['orders'],
  /** Settlements, the shop's ledger, withdrawals and payout accounts, read only. */
  finance: ['finance'],
  /** Staff, the audit log, payout accounts' changes, withdrawals, the payment code, the shop's profile. */
  owner: [],
} as const satisfies Record<string, readonly StaffRole[]>;
export type SellerPermission = keyof typeof SELLER_PERMISSION_ROLES;
export const SELLER_PERMISSIONS = Object.keys(SELLER_PERMISSION_ROLES) as SellerPermission[];

/** Who is signed in to the seller center: the shop's owner, or one of its staff with these roles. */
export type ShopMember = { kind: 'owner' } | { kind: 'staff'; roles: readonly StaffRole[] };

/** Whether a shop member has `permission`. */
export function sellerAllows(member: ShopMember, permission: SellerPermission): boolean {
  if (member.kind === 'owner') return true;
  const granting: readonly StaffRole[] = SELLER_PERMISSION_ROLES[permission];
  return granting.some((role) => member.roles.includes(role));
}

/** Every permission of a member (the seller center's menu and page guard). */
export function sellerAccessFor(member: ShopMember): ReadonlySet<SellerPermission> {
  return new Set(SELLER_PERMISSIONS.filter((permission) => sellerAllows(member, permission)));
}

/** Most staff members one shop keeps. */
export const MAX_STAFF = 20;
/** A staff member's name in the sign-in ("shop:name"): letters, digits, _ . -; compared in lower case. */
export const STAFF_NAME_PATTERN = /^[\p{L}\p{N}_.-]{2,30}$/u;
/** How long an invitation's code lasts. */
export const STAFF_INVITE_HOURS = 72;

export const staffDto = z.object({
  id: z.number().int(),
  /** What the member signs in with: "<shop account>:<name>". */
  account: z.string(),
  name: z.string(),
  display_name: z.string(),
  email: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  active: z.boolean(),
  /** Invited and has not set a password yet. */
  invited: z.boolean(),
  two_factor: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type StaffDto = z.infer<typeof staffDto>;
export const staffListDto = listOf(staffDto);

/** Invites a staff member (no `id`: an invitation code is mailed) or changes one. */
export const staffSaveBody = z.strictObject({
  id: id.optional(),
  name: z
    .string({ message: 'staffNameRule' })
    .trim()
    .regex(STAFF_NAME_PATTERN, 'staffNameRule')
    .transform((value) => value.toLowerCase()),
  display_name: z.string({ message: 'nameRequired' }).trim().min(1, 'nameRequired').max(60, 'tooLong'),
  email,
  roles: z
    .array(z.enum(STAFF_ROLES, { message: 'invalidField' }), { message: 'rolesRequired' })
    .min(1, 'rolesRequired')
    .max(STAFF_ROLES.length, 'rolesRequired')
    .transform((roles) => STAFF_ROLES.filter((role) => roles.includes(role))),
  active: z.boolean({ message: 'invalidField' }),
});
export type StaffSaveBody = z.output<typeof staffSaveBody>;
export type StaffSaveForm = z.input<typeof staffSaveBody>;

/** The owner's actions on one member: mail a new invitation, or clear its two-factor sign-in (lost phone). */
export const staffIdBody = z.strictObject({ id });

export const sellerAuditQuery = z.object({
  page,
  limit,
  /** Only this member's actions: "owner" or a staff id. */
  member: z.union([z.literal('owner'), id]).optional(),
});
export const sellerAuditEntryDto = z.object({
  id: z.number().int(),
  member_kind: z.enum(['owner', 'staff']),
  member_id: z.number().int(),
  /** The member's sign-in name when the action was done ("shop" or "shop:name"). */
  member_account: z.string(),
  /** The call: "POST /product/save". */
  action: z.string(),
  /** The id the call named, when it named one. */
  target_id: z.number().int().nullable(),
  /** What was sent, secrets (passwords, codes) replaced by "***". */
  detail: z.record(z.string(), z.unknown()),
  ip: z.string(),
  created_at: z.string(),
});
export type SellerAuditEntryDto = z.infer<typeof sellerAuditEntryDto>;
export const sellerAuditListDto = listOf(sellerAuditEntryDto);
