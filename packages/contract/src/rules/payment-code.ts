/**
 * The payment code confirms every payment and withdrawal (docs/domain.md#payment): digits only, 6 to 12 of them.
 * One rule for the server's validation (validation.ts's payPassword) and the shopper app's pages, which check it
 * before sending without pulling zod into their chunks. Zod-free.
 */
export const PAY_CODE_PATTERN = /^\d{6,12}$/;

/** The longest code: the input boxes stop there. */
export const PAY_CODE_MAX_LENGTH = 12;

/** Whether a typed payment code has the right shape (whether it is the shopper's code only the server knows). */
export function isPayCode(value: unknown): value is string {
  return typeof value === 'string' && PAY_CODE_PATTERN.test(value);
}

/** What the numeric keypad may leave in a code box: digits only (a pasted "12 34 56" becomes "123456"). */
export function digitsOnly(typed: string): string {
  return typed.replace(/\D/g, '');
}
