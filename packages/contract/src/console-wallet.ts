import { z } from 'zod';
import { moneyInput, moneyOutput } from './money.ts';
import { payoutAccountDto } from './payout-account.ts';
import { blockchainDto, positiveAmount, rechargeDto, withdrawalDto, billEntryDto } from './wallet.ts';
import { id, limit, listOf, page } from './validation.ts';
import { LEDGER_KINDS, UNSUPPORTED_DEPOSIT_NETWORKS } from './wallet-status.ts';

/** Console calls for the wallet: audit queues, ledger views and check, wallet settings, the audit log. */

const auditStatus = z.coerce.number().int().min(0, 'statusInvalid').max(2, 'statusInvalid');

export const consoleWalletListQuery = z.object({
  status: auditStatus.optional(),
  /** The shopper's (or, for withdrawals, the seller's) account (exact, case-insensitive). */
  account: z.string().trim().max(60).optional(),
  /** Withdrawals only: shoppers' or sellers'. */
  owner: z.enum(['shopper', 'seller']).optional(),
  page,
  limit,
});
export type ConsoleWalletListQuery = z.infer<typeof consoleWalletListQuery>;

const buyer = z.object({ id: z.number().int(), account: z.string() });

export const consoleRechargeDto = rechargeDto.extend({ buyer });
export type ConsoleRechargeDto = z.infer<typeof consoleRechargeDto>;
export const consoleRechargeListDto = listOf(consoleRechargeDto);

/** A seller's withdrawal from its shop's balance (docs/domain.md#withdrawal), in the same queue as shoppers'. */
const sellerOwner = z.object({ shop_id: z.number().int(), shop_name: z.string(), account: z.string() });

/**
 * Operators pay withdrawals out, so they see the whole bank card number. Exactly one of `buyer` (a shopper's
 * withdrawal) and `seller` (a shop's) is set.
 */
export const consoleWithdrawalDto = withdrawalDto.extend({
  buyer: buyer.nullable(),
  seller: sellerOwner.nullable(),
  bank_card_no: z.string().nullable(),
  /** A seller's withdrawal: the payout account (holder, bank, number, SWIFT) as it was when asked. */
  payout_account: payoutAccountDto.nullable(),
});
export type ConsoleWithdrawalDto = z.infer<typeof consoleWithdrawalDto>;
export const consoleWithdrawalListDto = listOf(consoleWithdrawalDto);

const reason = z.string({ message: 'reasonRequired' }).trim().min(1, 'reasonRequired').max(200, 'tooLong');

/** Approve a recharge with the amount that really arrived (credited once). */
export const rechargeApproveBody = z.strictObject({ id, amount: positiveAmount });
export const auditRefuseBody = z.strictObject({ id, reason });
/** Approve a withdrawal once it has been paid out. */
export const withdrawalApproveBody = z.strictObject({ id });

export const ledgerQuery = z.object({ account: z.string().trim().min(1).max(60), page, limit });
export const ledgerViewDto = z.object({
  user: z.object({ id: z.number().int(), account: z.string(), balance: moneyOutput, entries_total: moneyOutput }),
  entries: listOf(billEntryDto),
});
export type LedgerViewDto = z.infer<typeof ledgerViewDto>;

/** The ledger equation (docs/domain.md#the-ledger-equation) over every account, and the whole system against the platform's accounts. */
export const ledgerCheckDto = z.object({
  accounts: z.number().int(),
  /** Accounts whose balance is not the sum of their entries, or is negative. */
  mismatches: z.array(
    z.object({ user_id: z.number().int(), account: z.string(), balance: moneyOutput, entries_total: moneyOutput }),
  ),
  total_balances: moneyOutput,
  total_entries: moneyOutput,
  /** Signed sum of entries per kind. */
  by_kind: z.record(z.enum(LEDGER_KINDS), moneyOutput),
  /**
   * The shops and the platform (docs/domain.md#escrow-and-revenue): escrow holds what open orders paid less their refunds; every settled
   * order adds up (paid = refunded + settlement + commission − promo discount); every shop's balance is the sum of
   * its entries; and all balances together equal the money that came in less the money that went out.
   */
  platform: z.object({
    escrow: moneyOutput,
    /** What escrow should hold: paid orders not yet settled, less their refunds. */
    open_orders_held: moneyOutput,
    revenue: moneyOutput,
    shops_total: moneyOutput,
    /** Shop accounts whose balance is not the sum of their entries, or is negative. */
    shop_mismatches: z.array(z.object({ shop_id: z.number().int(), balance: moneyOutput, entries_total: moneyOutput })),
    /** Settled orders where paid ≠ refunded + settlement + commission − discount. */
    unbalanced_orders: z.array(z.number().int()),
    /** Money in (recharges, adjustments) less money out (withdrawals held or paid): what all accounts hold. */
    money_in_less_out: moneyOutput,
    all_balances: moneyOutput,
  }),
  /** Everything above holds. */
  balanced: z.boolean(),
});
export type LedgerCheckDto = z.infer<typeof ledgerCheckDto>;

export const walletSettingsDto = z.object({
  networks: z.array(blockchainDto),
  bank: z.object({ bank_name: z.string(), account_name: z.string(), account_no: z.string(), note: z.string() }),
  recharge_min: moneyOutput,
  /** Withdrawal service charge in percent (1.5 = 1.5 %), at least `withdraw_fee_min`. */
  withdraw_fee_rate: z.number(),
  withdraw_fee_min: moneyOutput,
  withdraw_min: moneyOutput,
  card_enabled: z.boolean(),
});
export type WalletSettingsDto = z.infer<typeof walletSettingsDto>;

const shortText = (max: number) => z.string().trim().max(max, 'tooLong');

export const walletSettingsBody = z.strictObject({
  networks: z
    .array(
      z.strictObject({
        network: z.string().trim().min(1, 'networkRequired').max(30, 'tooLong'),
        address: z.string().trim().min(1, 'addressRequired').max(120, 'tooLong'),
        min_amount: moneyInput,
      }),
    )
    .max(20)
    .refine(
      (list) =>
        list.every((n) => !(UNSUPPORTED_DEPOSIT_NETWORKS as readonly string[]).includes(n.network.toUpperCase())),
      'networkUnsupported',
    )
    .refine((list) => new Set(list.map((n) => n.network.toLowerCase())).size === list.length, 'networkDuplicate'),
  bank: z.strictObject({
    bank_name: shortText(80),
    account_name: shortText(80),
    account_no: shortText(60),
    note: shortText(300),
  }),
  recharge_min: moneyInput,
  withdraw_fee_rate: z.number().min(0).max(50),
  withdraw_fee_min: moneyInput,
  withdraw_min: moneyInput,
  /** Offer card recharges (checked by reference and evidence); absent: unchanged. */
  card_enabled: z.boolean().optional(),
});
export type WalletSettingsBody = z.infer<typeof walletSettingsBody>;

export const auditLogListQuery = z.object({ page, limit, target_type: z.string().trim().max(30).optional() });
export const auditLogEntryDto = z.object({
  id: z.number().int(),
  operator: z.object({ id: z.number().int(), account: z.string() }),
  action: z.string(),
  target_type: z.string(),
  target_id: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditLogEntryDto = z.infer<typeof auditLogEntryDto>;
export const auditLogListDto = listOf(auditLogEntryDto);
