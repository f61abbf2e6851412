/**
 * The one-time code of the forgot-password mail: exactly 6 digits. One rule for the server's validation
 * (user.ts's resetpwdBody) and the shopper app's change-password page. Zod-free.
 */
export const RESET_CODE_PATTERN = /^\d{6}$/;

/** Whether a typed reset code has the right shape; surrounding spaces (a pasted code) are ignored. */
export function isResetCode(value: unknown): value is string {
  return typeof value === 'string' && RESET_CODE_PATTERN.test(value.trim());
}
