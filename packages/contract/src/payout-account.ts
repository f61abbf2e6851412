import { z } from 'zod';
import { totpCode } from './account-security.ts';
import { id } from './validation.ts';

/**
 * A seller's saved payout accounts: where a seller's withdrawal is paid (formats:
 * docs/decisions/payout-account-formats.md). The seller's withdrawal body is in seller.ts.
 */

/** Most payout accounts one shop keeps. */
export const MAX_PAYOUT_ACCOUNTS = 10;

export const PAYOUT_ACCOUNT_KINDS = ['local', 'iban'] as const;
export type PayoutAccountKind = (typeof PAYOUT_ACCOUNT_KINDS)[number];

/** A local account number: digit groups with one space or dash between them ("123-4-56789-0", "6222 0212 3456"). */
const LOCAL_PATTERN = /^\d+(?:[ -]\d+)*$/;
const LOCAL_DIGITS = { min: 5, max: 34 } as const;
/** An IBAN without its spaces: country, check digits, 11 to 30 letters and digits (15 to 34 in all). */
const IBAN_PATTERN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;
/** SWIFT/BIC: bank (4 letters), country (2 letters), location (2), optional branch (3). */
const SWIFT_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/** Whether `compact` (upper case, no spaces) passes the IBAN check: its number mod 97 is 1 (ISO 13616). */
export function ibanChecksumOk(compact: string): boolean {
  if (!IBAN_PATTERN.test(compact)) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    // A letter counts as two digits (A = 10 … Z = 35); taken digit by digit, the remainder never leaves 0–96.
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** What an account number typed by a seller is: an IBAN when it starts with two letters, else a local number. */
export function payoutAccountKind(text: string): PayoutAccountKind {
  return /^[A-Za-z]{2}/.test(text.trim()) ? 'iban' : 'local';
}

export type AccountNumberCheck =
  | {
      ok: true;
      kind: PayoutAccountKind /** as kept and shown */;
      display: string /** digits or IBAN, no spaces */;
      compact: string;
    }
  | { ok: false; message: 'accountNumberInvalid' | 'ibanInvalid' };

/**
 * Checks an account number and gives the form it is kept in: an IBAN in groups of four ("DE89 3704 0044 0532 0130
 * 00"); a local number as the seller's bank writes it, runs of spaces made one ("123-4-56789-0").
 */
export function checkAccountNumber(text: string): AccountNumberCheck {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (payoutAccountKind(trimmed) === 'iban') {
    const compact = trimmed.replace(/[\s-]/g, '').toUpperCase();
    if (!ibanChecksumOk(compact)) return { ok: false, message: 'ibanInvalid' };
    return { ok: true, kind: 'iban', display: compact.replace(/(.{4})(?=.)/g, '$1 '), compact };
  }
  if (!LOCAL_PATTERN.test(trimmed)) return { ok: false, message: 'accountNumberInvalid' };
  const compact = trimmed.replace(/\D/g, '');
  if (compact.length < LOCAL_DIGITS.min || compact.length > LOCAL_DIGITS.max)
    return { ok: false, message: 'accountNumberInvalid' };
  return { ok: true, kind: 'local', display: trimmed, compact };
}

/** Whether a SWIFT/BIC code (any case, spaces allowed) has the form of one. */
export function swiftOk(text: string): boolean {
  return SWIFT_PATTERN.test(text.replace(/\s/g, '').toUpperCase());
}

const requiredText = (message: string, max: number) => z.string({ message }).trim().min(1, message).max(max, 'tooLong');

export const accountNumber = z
  .string({ message: 'accountNumberInvalid' })
  .max(60, 'accountNumberInvalid')
  .transform((text, ctx) => {
    const check = checkAccountNumber(text);
    if (!check.ok) {
      ctx.addIssue({ code: 'custom', message: check.message });
      return z.NEVER;
    }
    return check.display;
  });

/** Optional: empty (or absent) means none; else upper case without spaces. */
export const swiftCode = z
  .string({ message: 'swiftInvalid' })
  .max(20, 'swiftInvalid')
  .transform((text, ctx) => {
    const compact = text.replace(/\s/g, '').toUpperCase();
    if (compact === '') return null;
    if (!SWIFT_PATTERN.test(compact)) {
      ctx.addIssue({ code: 'custom', message: 'swiftInvalid' });
      return z.NEVER;
    }
    return compact;
  });

/** POST /api/seller/payout_account/save: a new account, or a change of one when `id` is given. */
export const payoutAccountSaveBody = z.strictObject({
  id: id.optional(),
  holder_name: requiredText('holderNameRequired', 80),
  bank_name: requiredText('bankNameRequired', 80),
  account_no: accountNumber,
  swift: swiftCode.nullable().optional(),
  /** The owner's authenticator code: required when the owner has two-factor sign-in on. */
  two_factor_code: totpCode.optional(),
});
export type PayoutAccountSaveBody = z.output<typeof payoutAccountSaveBody>;
export type PayoutAccountForm = z.input<typeof payoutAccountSaveBody>;

/** One saved account, as its seller (and, in a withdrawal's snapshot, the operator paying out) reads it. */
export const payoutAccountDto = z.object({
  id: z.number().int(),
  holder_name: z.string(),
  bank_name: z.string(),
  /** As kept: a local number as written, an IBAN in groups of four. */
  account_no: z.string(),
  kind: z.enum(PAYOUT_ACCOUNT_KINDS),
  swift: z.string().nullable(),
});
export type PayoutAccountDto = z.infer<typeof payoutAccountDto>;
export const payoutAccountListDto = z.object({ list: z.array(payoutAccountDto), max: z.number().int() });
export type PayoutAccountListDto = z.infer<typeof payoutAccountListDto>;

export const payoutAccountIdBody = z.strictObject({ id, two_factor_code: totpCode.optional() });
