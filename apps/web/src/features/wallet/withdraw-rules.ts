import type { ExtractInfoDto } from '@shop/contract/wallet';
import type { WithdrawType } from '@shop/contract/wallet-status';
import { centsOf, type FeeRule, parseAmount, serviceCharge, toAmount } from './wallet-money.ts';

/** The withdrawal form's values: the destination of its type, and the amount as typed. */
export interface WithdrawValues {
  type: WithdrawType;
  bankCardNo: string;
  bankName: string;
  network: string;
  address: string;
  amount: string;
}

export const INITIAL_WITHDRAW: WithdrawValues = {
  type: 'bank',
  bankCardNo: '',
  bankName: '',
  network: '',
  address: '',
  amount: '',
};

/** The fields in screen order: the first one with a problem is also the toast. */
export const WITHDRAW_FIELD_ORDER = ['bankCardNo', 'bankName', 'network', 'address', 'amount'] as const;

/** What the page shows for a typed amount, from the figures GET /api/user/extract gave. */
export interface WithdrawFigures {
  balance: number;
  rule: FeeRule;
  minAmount: number;
  /** The typed amount in cents; undefined while it is not a plain amount. */
  cents: number | undefined;
  /** The service charge and what leaves the balance (amount + charge); 0 while no amount above 0 is typed. */
  fee: number;
  total: number;
  aboveBalance: boolean;
}

export function withdrawFigures(info: ExtractInfoDto, typed: string): WithdrawFigures {
  const balance = centsOf(info.balance);
  const rule: FeeRule = { rate: info.fee_rate, minCents: centsOf(info.fee_min) };
  const cents = parseAmount(typed);
  const fee = cents !== undefined && cents > 0 ? serviceCharge(cents, rule) : 0;
  const total = cents !== undefined && cents > 0 ? cents + fee : 0;
  return { balance, rule, minAmount: centsOf(info.min_amount), cents, fee, total, aboveBalance: total > balance };
}

export type AmountProblem = 'required' | 'invalid' | 'aboveBalance' | 'belowMinimum';

/**
 * The amount is required, above 0, not above the balance together with its charge (which leaves the balance
 * too), and at least the platform's smallest withdrawal (docs/domain.md#withdrawal).
 */
export function amountProblem(figures: WithdrawFigures, typed: string): AmountProblem | undefined {
  if (!typed.trim()) return 'required';
  if (figures.cents === undefined || figures.cents <= 0) return 'invalid';
  if (figures.aboveBalance) return 'aboveBalance';
  if (figures.cents < figures.minAmount) return 'belowMinimum';
  return undefined;
}

/** The body of POST /api/user/extract for the checked values (the code is asked for afterwards). */
export function withdrawalOf(values: WithdrawValues, payPassword: string) {
  const amount = toAmount(parseAmount(values.amount) ?? 0);
  return values.type === 'bank'
    ? {
        type: values.type,
        amount,
        pay_password: payPassword,
        bank_card_no: values.bankCardNo.trim(),
        bank_name: values.bankName.trim(),
      }
    : {
        type: values.type,
        amount,
        pay_password: payPassword,
        network: values.network.trim(),
        address: values.address.trim(),
      };
}
