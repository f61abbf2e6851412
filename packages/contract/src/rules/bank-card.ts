/**
 * A bank card number as a withdrawal takes it: digits, with spaces allowed between them, 9 to 32 characters.
 * One rule for the server's validation (wallet.ts's extractBody) and the shopper app's withdrawal form. Zod-free.
 */
export const BANK_CARD_PATTERN = /^\d[\d ]{7,30}\d$/;

/** Whether a typed card number has the right shape; surrounding spaces are ignored. */
export function isBankCardNumber(value: unknown): value is string {
  return typeof value === 'string' && BANK_CARD_PATTERN.test(value.trim());
}

/** What may be typed into the card number box: digits and spaces. */
export function cardNumberTyping(typed: string): string {
  return typed.replace(/[^\d ]/g, '');
}
