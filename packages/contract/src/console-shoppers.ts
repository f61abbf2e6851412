import { z } from 'zod';
import { addressDto } from './address.ts';
import { consoleOrderListQuery } from './console-orders.ts';
import { moneyOutput } from './money.ts';
import { id, limit, listOf, page } from './validation.ts';

/** Console calls for shoppers (permission `shoppers`, docs/domain.md#roles-and-permissions): the list, one shopper's page, freezing, unlocking. */

export const shopperListQuery = z.object({
  /** Part of the account, email or mobile, any case. */
  keyword: z.string().trim().max(60, 'tooLong').optional(),
  frozen: z.stringbool().optional(),
  page,
  limit,
});
export type ShopperListQuery = z.infer<typeof shopperListQuery>;

export const shopperDto = z.object({
  id: z.number().int(),
  account: z.string(),
  email: z.string(),
  mobile: z.string(),
  country: z.string(),
  balance: moneyOutput,
  frozen: z.boolean(),
  /** What the shopper is told at sign-in while frozen; empty when not frozen. */
  frozen_reason: z.string(),
  /** Money operations locked now after five wrong payment codes (`pay_locked_until` is in the future). */
  pay_locked: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type ShopperDto = z.infer<typeof shopperDto>;
export const shopperListDto = listOf(shopperDto);

export const shopperIdQuery = z.object({ id });

/** One shopper's page: the profile, every address and a few figures. */
export const shopperProfileDto = shopperDto.extend({
  family_name: z.string(),
  given_name: z.string(),
  lang: z.string(),
  has_pay_password: z.boolean(),
  pay_locked_until: z.string().nullable(),
  frozen_at: z.string().nullable(),
  addresses: z.array(addressDto),
  figures: z.object({
    /** Every order the shopper placed, whatever its status. */
    orders: z.number().int(),
    /** Orders that were paid (whatever happened to them afterwards) and their total. */
    paid_orders: z.number().int(),
    paid_total: moneyOutput,
  }),
});
export type ShopperProfileDto = z.infer<typeof shopperProfileDto>;

/** A page of one shopper's records (orders, ledger, refunds, recharges, withdrawals, reviews): read-only. */
export const shopperRecordsQuery = z.object({ id, page, limit });
export type ShopperRecordsQuery = z.infer<typeof shopperRecordsQuery>;
export const shopperOrdersQuery = shopperRecordsQuery.extend({ status: consoleOrderListQuery.shape.status });
export type ShopperOrdersQuery = z.infer<typeof shopperOrdersQuery>;

export const FROZEN_REASON_MAX = 200;

/** Freeze (a reason is required: the shopper is told it at sign-in) or unfreeze. */
export const shopperFreezeBody = z
  .strictObject({
    id,
    frozen: z.boolean({ message: 'invalidField' }),
    reason: z.string({ message: 'reasonRequired' }).trim().max(FROZEN_REASON_MAX, 'tooLong').optional(),
  })
  .refine((body) => !body.frozen || Boolean(body.reason), { message: 'reasonRequired', path: ['reason'] });
export type ShopperFreezeBody = z.infer<typeof shopperFreezeBody>;

/** Clears a payment-code lockout (and the count of wrong codes behind it). */
export const shopperUnlockPayBody = z.strictObject({ id });
