/** "-12.50" → -1250: the API's signed money strings as whole cents, so two amounts compare exactly. */
export function signedCents(amount: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount.trim());
  if (!match) return Number.NaN;
  const cents = Number(match[2]) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
}

/** Whether two money strings are the same amount ("0.00" and "-0.00" are). */
export function sameAmount(a: string, b: string): boolean {
  return signedCents(a) === signedCents(b);
}
