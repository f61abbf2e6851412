import type { LoginResult } from '@shop/contract/user';
import { changeLanguage } from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';

/**
 * After login or register: store the token and the user (without the token), and apply the user's saved
 * language when it differs from the one on screen (docs/domain.md#languages).
 */
export async function startSession({ token, ...user }: LoginResult['userinfo']): Promise<void> {
  session.setToken(token);
  session.setUserInfo(user);
  if (user.lang !== session.get().setting.lang.file_name) {
    session.setLang(user.lang);
    await changeLanguage(user.lang);
  }
}
