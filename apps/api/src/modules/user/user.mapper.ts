import { formatCents } from '@shop/contract/money';
import type { UserDto } from '@shop/contract/user';
import { normalizeLang } from '@shop/contract/languages';
import type { UserRow } from '../../db/schema.ts';

/** The shopper as the API shows it: never a hash, money as a decimal string. */
export function toUserDto(row: UserRow): UserDto {
  return {
    id: row.id,
    account: row.account,
    family_name: row.family_name,
    given_name: row.given_name,
    email: row.email,
    mobile: row.mobile,
    avatar: row.avatar,
    balance: formatCents(row.balance),
    has_pay_password: row.pay_password_hash !== null,
    lang: normalizeLang(row.lang) ?? 'en',
    country: row.country,
    created_at: new Date(row.created_at).toISOString(),
  };
}
