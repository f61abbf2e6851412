import type { UserDto } from '@shop/contract/user';

/** Names written in Chinese, Japanese or Korean script put the family name first, without a space. */
const EAST_ASIAN_NAME = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\s]+$/u;

/** The shopper's name as its own script writes it; the account when no name is set. */
export function displayName(user: Pick<UserDto, 'account' | 'given_name' | 'family_name'>): string {
  const given = user.given_name.trim();
  const family = user.family_name.trim();
  if (!given && !family) return user.account;
  return EAST_ASIAN_NAME.test(`${family}${given}`) ? `${family}${given}` : `${given} ${family}`.trim();
}

/** The letter shown in an avatar without a picture. */
export function initialOf(name: string): string {
  return (Array.from(name.trim())[0] ?? '?').toUpperCase();
}
