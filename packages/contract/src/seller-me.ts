import { z } from 'zod';
import { moneyOutput } from './money.ts';
import { STAFF_ROLES } from './shop-staff.ts';

/**
 * GET /api/seller/me: the signed-in member and its shop. A module of its own, not part of seller.ts: the seller
 * center's frame reads it on every first load, and importing seller.ts would build every schema of the seller's calls
 * (and of the catalogue, freight and promotions they reuse) before the frame could render.
 */
export const sellerMeDto = z.object({
  id: z.number().int(),
  account: z.string(),
  shop_id: z.number().int(),
  shop: z.object({
    id: z.number().int(),
    name: z.string(),
    logo: z.object({ small: z.string(), large: z.string() }),
    active: z.boolean(),
  }),
  balance: moneyOutput,
  has_pay_password: z.boolean(),
  /** Who is signed in: the shop's owner, or a staff member with its roles (docs/domain.md#shop-staff). */
  member: z.object({
    kind: z.enum(['owner', 'staff']),
    id: z.number().int(),
    account: z.string(),
    name: z.string(),
    roles: z.array(z.enum(STAFF_ROLES)),
  }),
  two_factor_enabled: z.boolean(),
  contact_name: z.string(),
  email: z.string(),
  mobile: z.string(),
  country: z.string(),
});
export type SellerMeDto = z.infer<typeof sellerMeDto>;
