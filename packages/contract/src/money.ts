import { z } from 'zod';
import { formatCents, parseCents } from './rules/money-text.ts';

/**
 * Money is an integer number of cents everywhere except at the edges: the API returns decimal strings with two
 * places and accepts decimal strings or numbers with at most two places. Floats never hold money. The text rule
 * itself is zod-free, in rules/money-text.ts, for the apps that keep zod out of their bundles.
 */
export { formatCents, parseCents };

/** A money amount in a request body, turned into cents. */
export const moneyInput = z.union([z.string(), z.number()], { message: 'amountInvalid' }).transform((value, ctx) => {
  const cents = parseCents(value);
  if (cents === undefined) {
    ctx.addIssue({ code: 'custom', message: 'amountInvalid' });
    return z.NEVER;
  }
  return cents;
});

/** A money amount in a response: "12.50". */
export const moneyOutput = z.string().regex(/^-?\d+\.\d{2}$/);
