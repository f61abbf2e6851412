import type { BillEntryDto, RechargeDto, WithdrawalDto } from '@shop/contract/wallet';
import type { UserDto } from '@shop/contract/user';
import { session } from '../../lib/session.ts';

/** Fixtures of the wallet screens' tests; the harness itself is test-support/screen-harness.tsx. */
export const USER: UserDto = {
  id: 1,
  account: 'ada',
  family_name: 'Lovelace',
  given_name: 'Ada',
  email: 'ada@example.com',
  mobile: '',
  balance: '100.00',
  has_pay_password: true,
  lang: 'en',
  country: 'GB',
  avatar: '',
  created_at: '2025-01-01T00:00:00.000Z',
};

export function logIn(user: Partial<UserDto> = {}): void {
  session.setToken('token-1');
  session.setUserInfo({ ...USER, ...user });
}

export const page = <T,>(list: T[], total = list.length, pageNo = 1) => ({ list, total, page: pageNo, limit: 10 });

export const EVIDENCE = '/uploads/u/abcdefghijklmnop1234.webp';

export function recharge(id: number, overrides: Partial<RechargeDto> = {}): RechargeDto {
  return {
    id,
    reference: `RC${String(10_000_000 + id)}`,
    method: 'chain',
    amount: '100.00',
    actual_amount: null,
    network: 'TRC20',
    address: 'TXYZdepositaddress000000000000001',
    tx_hash: `0x${'a'.repeat(63)}${id}`,
    evidence: EVIDENCE,
    card_last4: null,
    provider_ref: null,
    status: 0,
    reason: '',
    // A minute apart per id: the records are named by their time.
    created_at: new Date(Date.UTC(2025, 10, 21, 8, id)).toISOString(),
    audited_at: null,
    ...overrides,
  };
}

export function withdrawal(id: number, overrides: Partial<WithdrawalDto> = {}): WithdrawalDto {
  return {
    id,
    reference: `WD${String(20_000_000 + id)}`,
    type: 'bank',
    amount: '50.00',
    fee: '1.00',
    total: '51.00',
    bank_card: '•••• 1234',
    bank_name: 'Barclays',
    network: null,
    address: null,
    status: 0,
    reason: '',
    // A minute apart per id: the records are named by their time.
    created_at: new Date(Date.UTC(2025, 10, 21, 8, id)).toISOString(),
    audited_at: null,
    ...overrides,
  };
}

export function billEntry(id: number, overrides: Partial<BillEntryDto> = {}): BillEntryDto {
  return {
    id,
    kind: 'recharge',
    amount: '100.00',
    balance_after: '100.00',
    created_at: '2025-11-21T08:00:00.000Z',
    ref: { type: 'recharge', id, label: `RC${String(10_000_000 + id)}` },
    ...overrides,
  };
}
