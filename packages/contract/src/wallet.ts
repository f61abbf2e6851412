import { z } from 'zod';
import { moneyInput, moneyOutput } from './money.ts';
import { BANK_CARD_PATTERN } from './rules/bank-card.ts';
import { id, limit, listOf, page, payPassword } from './validation.ts';
import { AUDIT_TABS, LEDGER_KINDS, RECHARGE_METHODS, WITHDRAW_TYPES } from './wallet-status.ts';

/**
 * The wallet (docs/domain.md#wallet): recharge, withdrawal (extract), their logs, and the fund record (bill). Amounts
 * are decimal strings or numbers with at most two places, above zero; money-moving POSTs accept an Idempotency-Key.
 */

/** A money amount above zero: -1, 0, 0.001, 1e20, "1e2" and NaN are refused with 'amountInvalid'. */
export const positiveAmount = moneyInput.refine((cents) => cents > 0, 'amountInvalid');

/** An uploaded picture: a path this API's upload call returned. */
export const uploadedImage = z
  .string({ message: 'evidenceRequired' })
  .regex(/^\/uploads\/u\/[A-Za-z0-9_-]{16,64}\.(webp|png|jpg)$/, 'evidenceRequired');

const text = (message: string, max: number) => z.string({ message }).trim().min(1, message).max(max, 'tooLong');

/** A transaction hash: hex (with or without 0x) or base58, as chains write them. */
export const txHash = z
  .string({ message: 'txHashRequired' })
  .trim()
  .regex(/^(0x)?[0-9A-Za-z]{16,128}$/, 'txHashInvalid');

/** One deposit network the operator offers (getBlockchain). */
export const blockchainDto = z.object({ network: z.string(), address: z.string(), min_amount: moneyOutput });
export type BlockchainDto = z.infer<typeof blockchainDto>;

/** Bank details for a manual transfer, and the smallest recharge. */
export const rechargeInfoDto = z.object({
  bank: z.object({ bank_name: z.string(), account_name: z.string(), account_no: z.string(), note: z.string() }),
  min_amount: moneyOutput,
  /** Whether the card method is offered (wallet settings); the app hides it and the API refuses it when off. */
  card_enabled: z.boolean(),
});
export type RechargeInfoDto = z.infer<typeof rechargeInfoDto>;

/**
 * recharge: manual (bank transfer: evidence), chain (network, the deposit address, transaction hash, evidence) or
 * card (at most the card's last four digits — never a full number). No card acquirer confirms a card payment yet
 * (card-provider.ts), so the shopper gives the payment reference their card provider issued and the evidence
 * picture, both required, for the operator to check before approving (no crediting on one's word: docs/domain.md#recharge).
 */
export const rechargeBody = z.discriminatedUnion('method', [
  z.strictObject({ method: z.literal('manual'), amount: positiveAmount, evidence: uploadedImage }),
  z.strictObject({
    method: z.literal('chain'),
    amount: positiveAmount,
    network: text('networkRequired', 30),
    address: text('addressRequired', 120),
    tx_hash: txHash,
    evidence: uploadedImage,
  }),
  z.strictObject({
    method: z.literal('card'),
    amount: positiveAmount,
    card_last4: z
      .string()
      .regex(/^\d{4}$/, 'cardLast4Invalid')
      .optional(),
    provider_ref: text('providerRefRequired', 80),
    evidence: uploadedImage,
  }),
]);
export type RechargeBody = z.infer<typeof rechargeBody>;
export type RechargeForm = z.input<typeof rechargeBody>;

export const rechargeDto = z.object({
  id: z.number().int(),
  /** The record's reference, as fund records show it ("RC…"). */
  reference: z.string(),
  method: z.enum(RECHARGE_METHODS),
  amount: moneyOutput,
  /** What was credited ("actual arrival"); null until passed. */
  actual_amount: moneyOutput.nullable(),
  network: z.string().nullable(),
  address: z.string().nullable(),
  tx_hash: z.string().nullable(),
  evidence: z.string().nullable(),
  card_last4: z.string().nullable(),
  /** A card recharge's payment reference from the card provider; null for other methods. */
  provider_ref: z.string().nullable(),
  status: z.number().int(),
  reason: z.string(),
  created_at: z.string(),
  audited_at: z.string().nullable(),
});
export type RechargeDto = z.infer<typeof rechargeDto>;

/** recharge_log / extract_log: the audit filter all, 0, 1, 2. */
export const auditLogQuery = z.object({
  status: z
    .union([z.literal('all'), z.literal(''), z.coerce.number().int()])
    .optional()
    .refine(
      (v) => v === undefined || v === '' || (AUDIT_TABS as readonly (string | number)[]).includes(v),
      'statusInvalid',
    )
    .transform((v) => (v === undefined || v === '' || v === 'all' ? undefined : (v as number))),
  page,
  limit,
});
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

/** GET extract: what the withdrawal page shows before asking anything. Rate in percent (1.5 = 1.5 %). */
export const extractInfoDto = z.object({
  balance: moneyOutput,
  fee_rate: z.number(),
  fee_min: moneyOutput,
  min_amount: moneyOutput,
});
export type ExtractInfoDto = z.infer<typeof extractInfoDto>;

/** POST extract: a bank card (number, bank name) or on chain (network, address); the payment code is required. */
export const extractBody = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('bank'),
    amount: positiveAmount,
    pay_password: payPassword,
    bank_card_no: z.string({ message: 'bankCardInvalid' }).trim().regex(BANK_CARD_PATTERN, 'bankCardInvalid'),
    bank_name: text('bankNameRequired', 80),
  }),
  z.strictObject({
    type: z.literal('chain'),
    amount: positiveAmount,
    pay_password: payPassword,
    network: text('networkRequired', 30),
    address: text('addressRequired', 120),
  }),
]);
export type ExtractBody = z.infer<typeof extractBody>;

export const withdrawalDto = z.object({
  id: z.number().int(),
  /** The record's reference, as fund records show it ("WD…"). */
  reference: z.string(),
  type: z.enum(WITHDRAW_TYPES),
  amount: moneyOutput,
  /** The service charge, taken with the amount. */
  fee: moneyOutput,
  /** What leaves the balance: amount + fee. */
  total: moneyOutput,
  /** Bank card number masked to its last four digits. */
  bank_card: z.string().nullable(),
  bank_name: z.string().nullable(),
  network: z.string().nullable(),
  address: z.string().nullable(),
  status: z.number().int(),
  reason: z.string(),
  created_at: z.string(),
  audited_at: z.string().nullable(),
});
export type WithdrawalDto = z.infer<typeof withdrawalDto>;

export const billQuery = z.object({ page, limit, kind: z.enum(LEDGER_KINDS).optional() });
export type BillQuery = z.infer<typeof billQuery>;

/** One ledger entry in the fund record, with what it refers to. */
export const billEntryDto = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  /** Signed: "-12.50" for a debit. */
  amount: moneyOutput,
  balance_after: moneyOutput,
  created_at: z.string(),
  /** The record behind the entry; `label` is its reference (an order number, or RF…, RC…, WD…). */
  ref: z
    .object({ type: z.enum(['order', 'recharge', 'withdrawal', 'refund']), id: z.number().int(), label: z.string() })
    .nullable(),
});
export type BillEntryDto = z.infer<typeof billEntryDto>;
export const billDto = listOf(billEntryDto);

export const rechargeListDto = listOf(rechargeDto);
export const withdrawalListDto = listOf(withdrawalDto);
export const walletIdQuery = z.object({ id });
