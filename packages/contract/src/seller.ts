import { z } from 'zod';
import { secondStepDto, totpCode } from './account-security.ts';
import { localizedTextDto, localizedTextInput, pictureUrl } from './console-catalogue.ts';
import { consoleOrderDto, consoleOrderDetailDto } from './console-orders.ts';
import { moneyOutput } from './money.ts';
import { ORDER_STATUS_VALUES, type OrderStatus } from './order-status.ts';
import { payoutAccountDto } from './payout-account.ts';
import { consoleRefundDto } from './refund.ts';
import { incomeFiguresDto } from './settlement.ts';
import { positiveAmount, withdrawalDto } from './wallet.ts';
import {
  account,
  country,
  email,
  id,
  limit,
  listOf,
  MAX_ID,
  MOBILE_PATTERN,
  page,
  password,
  payPassword,
} from './validation.ts';

/**
 * The seller center's calls (docs/domain.md#sellers-and-shops): applying, signing in, the seller's own shop, products (the catalogue's
 * editor schemas), orders, after-sales, reviews, settlements, balance and withdrawals. A seller token opens only
 * /api/seller calls, and every call is scoped to the seller's shop: another shop's id is "not found".
 */

export const SELLER_STATUS = { pending: 0, approved: 1, refused: 2 } as const;
export type SellerStatus = (typeof SELLER_STATUS)[keyof typeof SELLER_STATUS];

/** Most documents (licence, ID, …) an application may carry. */
export const MAX_SELLER_DOCUMENTS = 6;

const requiredText = (message: string, max: number) => z.string({ message }).trim().min(1, message).max(max, 'tooLong');

/** POST /api/seller/apply (no token): the merchant's account and shop, waiting for an operator's review. */
export const sellerApplyBody = z
  .strictObject({
    account,
    password,
    confirm_password: z.string({ message: 'passwordRequired' }),
    shop_name: localizedTextInput(60),
    contact_name: requiredText('nameRequired', 60),
    email: z.string({ message: 'emailInvalid' }).pipe(email),
    mobile: z.string({ message: 'mobileInvalid' }).trim().regex(MOBILE_PATTERN, 'mobileInvalid'),
    country: z.string({ message: 'countryRequired' }).pipe(country),
    documents: z.array(pictureUrl).max(MAX_SELLER_DOCUMENTS, 'tooManyImages').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirm_password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: 'passwordsDoNotMatch' });
    }
  });
export type SellerApplyBody = z.output<typeof sellerApplyBody>;
export type SellerApplyForm = z.input<typeof sellerApplyBody>;
export const sellerApplyDto = z.object({ id: z.number().int(), status: z.literal(0) });

export const sellerLoginBody = z.strictObject({
  account: z.string({ message: 'loginRequired' }).trim().min(1, 'loginRequired').max(120, 'accountRule'),
  password: z.string({ message: 'loginRequired' }).min(1, 'loginRequired'),
});
export const sellerLoginDto = z.object({
  token: z.string(),
  seller: z.object({ id: z.number().int(), account: z.string(), shop_id: z.number().int() }),
});
/** The sign-in's answer: a session, or (two-factor sign-in on) the second step to answer. */
export const sellerLoginAnswerDto = z.union([sellerLoginDto, secondStepDto]);
export type SellerLoginAnswerDto = z.infer<typeof sellerLoginAnswerDto>;
/** `data` of SELLER_PENDING / SELLER_REFUSED: where the application stands. */
export const sellerApplicationStateDto = z.object({ status: z.number().int(), reason: z.string() });

export { type SellerMeDto, sellerMeDto } from './seller-me.ts';

// ——— the console's review of applications ———

export const sellerApplicationDto = z.object({
  id: z.number().int(),
  account: z.string(),
  shop_name: localizedTextDto,
  contact_name: z.string(),
  email: z.string(),
  mobile: z.string(),
  country: z.string(),
  documents: z.array(z.string()),
  status: z.number().int(),
  reason: z.string(),
  shop_id: z.number().int().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  /** When the application shown was sent (a refused merchant's new application replaces the old one). */
  applied_at: z.string(),
  /** The account's earlier applications, refused, oldest first: what was applied for and why it was refused. */
  refusals: z.array(
    z.object({ shop_name: localizedTextDto, applied_at: z.string(), reason: z.string(), decided_at: z.string() }),
  ),
});
export type SellerApplicationDto = z.infer<typeof sellerApplicationDto>;
export const sellerApplicationListDto = listOf(sellerApplicationDto);
export const sellerApplicationListQuery = z.object({
  status: z.coerce.number().int().min(0, 'statusInvalid').max(2, 'statusInvalid').optional(),
  page,
  limit,
});
export const sellerApplicationApproveBody = z.strictObject({ id });
export const sellerApplicationRefuseBody = z.strictObject({
  id,
  reason: z.string({ message: 'reasonRequired' }).trim().min(1, 'reasonRequired').max(200, 'tooLong'),
});

// ——— orders, after-sales, reviews ———

export const sellerOrderListQuery = z.object({
  status: z.coerce
    .number()
    .int()
    .refine((v): v is OrderStatus => (ORDER_STATUS_VALUES as number[]).includes(v), 'statusInvalid')
    .optional(),
  order_no: z.string().trim().max(40).optional(),
  page,
  limit,
});
export const sellerOrderListDto = listOf(consoleOrderDto);
export const sellerOrderDetailDto = consoleOrderDetailDto;

export const sellerRefundListQuery = z.object({
  status: z.coerce.number().int().min(0).max(4).optional(),
  page,
  limit,
});
export const sellerRefundListDto = listOf(consoleRefundDto);

export const sellerReviewDto = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_title: z.string(),
  product_image: z.string(),
  order_no: z.string(),
  /** The reviewer, masked ("a***e"). */
  author: z.string(),
  content: z.string(),
  product_score: z.number().int(),
  service_score: z.number().int(),
  postage_score: z.number().int(),
  images: z.array(z.string()),
  spec: z.string(),
  hidden: z.boolean(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
});
export type SellerReviewDto = z.infer<typeof sellerReviewDto>;
export const sellerReviewListDto = listOf(sellerReviewDto);
export const sellerReviewListQuery = z.object({
  replied: z.enum(['true', 'false']).optional(),
  page,
  limit,
});
export const reviewReplyBody = z.strictObject({
  id,
  content: z.string({ message: 'contentRequired' }).trim().min(1, 'contentRequired').max(500, 'tooLong'),
});

// ——— money ———

/** One settled order of the shop: its income (goods, freight, refunded, base, commission, net). */
export const settlementDto = incomeFiguresDto.extend({
  order_id: z.number().int(),
  order_no: z.string(),
  /** What the shop was credited: base − commission (the same as `net`). */
  amount: moneyOutput,
  /** The commission rate applied ("0.05"). */
  rate: z.string(),
  created_at: z.string(),
});
export type SettlementDto = z.infer<typeof settlementDto>;
export const settlementListDto = listOf(settlementDto);

/**
 * POST /api/seller/withdraw: the seller's own body (the shopper's `extract` body stays as it is): the amount, the
 * payment code and one of the shop's saved payout accounts, copied into the withdrawal as it is at that moment.
 */
export const sellerWithdrawBody = z.strictObject({
  amount: positiveAmount,
  pay_password: payPassword,
  payout_account_id: z.coerce
    .number({ message: 'payoutAccountRequired' })
    .int('payoutAccountRequired')
    .positive('payoutAccountRequired')
    .max(MAX_ID, 'payoutAccountRequired'),
  /** The owner's authenticator code: required when the owner has two-factor sign-in on. */
  two_factor_code: totpCode.optional(),
});
export type SellerWithdrawBody = z.output<typeof sellerWithdrawBody>;
export type SellerWithdrawForm = z.input<typeof sellerWithdrawBody>;

/** A seller's withdrawal: the payout account as it was when asked (its number masked to the last four digits). */
export const sellerWithdrawalDto = withdrawalDto.extend({ payout_account: payoutAccountDto.nullable() });
export type SellerWithdrawalDto = z.infer<typeof sellerWithdrawalDto>;
export const sellerWithdrawalListDto = listOf(sellerWithdrawalDto);

export const SHOP_LEDGER_KINDS = ['settlement', 'withdraw_hold', 'withdraw_return', 'adjustment'] as const;
export const shopLedgerEntryDto = z.object({
  id: z.number().int(),
  kind: z.string(),
  amount: moneyOutput,
  balance_after: moneyOutput,
  ref_type: z.string().nullable(),
  ref_id: z.number().int().nullable(),
  /** The order number of a settlement. */
  order_no: z.string().nullable(),
  /** The record's reference, as every fund record shows it: the order number, or WD… for a withdrawal. */
  reference: z.string().nullable(),
  created_at: z.string(),
});
export type ShopLedgerEntryDto = z.infer<typeof shopLedgerEntryDto>;
export const shopLedgerDto = listOf(shopLedgerEntryDto).extend({ balance: moneyOutput });

export const sellerPayPasswordBody = z
  .strictObject({
    old_pay_password: payPassword.optional(),
    pay_password: payPassword,
    confirm_pay_password: z.string({ message: 'payPasswordRequired' }),
  })
  .superRefine((value, ctx) => {
    if (value.pay_password !== value.confirm_pay_password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_pay_password'], message: 'passwordsDoNotMatch' });
    }
  });

// ——— dashboard ———

export { type SellerDashboardDto, sellerDashboardDto } from './seller-dashboard.ts';

// ——— CSV ———

export const productImportDto = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  /** Every bad row with its line number in the file and why; the products those rows belong to were not saved. */
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type ProductImportDto = z.infer<typeof productImportDto>;

export const sellerIdQuery = z.object({ id });
export const sellerPageQuery = z.object({ page, limit });
