import { parseCents } from '@shop/contract/money';
import type { FormRule } from 'antd';

interface MoneyRuleOptions {
  /** An empty field passes (the caller sends null or a default for it). */
  optional?: boolean;
  /** Zero is refused, e.g. a fixed discount of nothing. */
  positive?: boolean;
}

/** An antd rule for a dollar amount typed as text, checked with the contract's own parser so it matches the server. */
export function moneyRule({ optional = false, positive = false }: MoneyRuleOptions = {}): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : '';
      if (text === '' && optional) return;
      const cents = parseCents(text);
      if (cents === undefined) throw new Error('Enter an amount like 12.50');
      if (positive && cents === 0) throw new Error('Enter an amount above 0');
    },
  };
}
