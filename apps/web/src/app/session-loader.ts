import type { UserDto } from '@shop/contract/user';
import i18n from 'i18next';
import { replace, type LoaderFunctionArgs } from 'react-router';
import { changeLanguage } from '../lib/i18n.ts';
import { RequestError } from '../lib/request-error.ts';
import { request } from '../lib/request.ts';
import { session } from '../lib/session.ts';
import { frozenNotice, sessionEnded } from '../lib/session-ended.ts';
import { toast } from '../lib/toast.ts';
import { decideNavigation, merchantLoginUrl } from './guard.ts';
import { queryClient } from './providers.tsx';
import { publicConfig } from './public-config.ts';

/**
 * With a token and no user info (docs/shopper-app.md#routes-and-the-session-guard), fetch the user before continuing;
 * if that fails, try a logout, and if that fails too, clear the token locally. The user's language is applied when it
 * differs from the current one. A lost connection is not a failed session: the shopper stays signed in and sees what
 * this session kept from its last visit (lib/last-seen.ts), until the connection is back.
 */
export async function ensureUserInfo(): Promise<void> {
  const { token, userInfo } = session.get();
  if (!token || userInfo) return;
  try {
    const user = await request<UserDto>('/user/getUserInfo', { silent: true });
    session.setUserInfo(user);
    if (user.lang !== session.get().setting.lang.file_name) {
      session.setLang(user.lang);
      await changeLanguage(user.lang);
    }
  } catch (err) {
    if (err instanceof RequestError && (err.kind === 'network' || err.kind === 'timeout')) {
      const kept = await import('../lib/last-seen.ts')
        .then(({ restoreLastSeen }) => restoreLastSeen(queryClient))
        .catch(() => null);
      if (kept) session.setUserInfo(kept);
      return;
    }
    // The server refused the token it gave us: the session was ended elsewhere (a password change ends them all), or
    // the account was frozen (then the server's words say so, with the operator's reason).
    if (err instanceof RequestError && err.kind === 'unauthorized') sessionEnded.mark(frozenNotice(err));
    try {
      await request('/user/logout', { method: 'POST', silent: true, allowDuplicate: true });
    } finally {
      session.clear();
    }
  }
}

/** The last location the shopper saw, so a cancelled navigation (/filter) can stay where it was. */
let lastPath = '/home';
export function rememberLocation(path: string): void {
  lastPath = path;
}

/**
 * Opens the merchant login (docs/shopper-app.md#the-merchant-entry) in a new tab. A browser that refuses the address or
 * blocks the tab must not turn the shopper's click into an error screen: the shopper stays where they were either way.
 */
function openMerchantLogin(): void {
  try {
    window.open(merchantLoginUrl(publicConfig()?.merchant_url ?? '', window.location), '_blank', 'noopener');
  } catch {
    // Nothing to undo: no tab opened.
  }
}

/** Runs before every navigation (root loader with shouldRevalidate → true). */
export async function guardLoader({ request: navigation }: LoaderFunctionArgs) {
  const path = new URL(navigation.url).pathname;
  if (path === '/filter') {
    openMerchantLogin();
    throw replace(lastPath === '/filter' ? '/home' : lastPath);
  }
  await ensureUserInfo().catch(() => session.clear());
  const decision = decideNavigation(path, Boolean(session.get().token));
  if (decision.action === 'redirect') {
    // A session that just ended is explained on the login page itself; "please login first" would only confuse.
    if (decision.message && !sessionEnded.peek()) toast.plain(i18n.t(`common:${decision.message}`));
    throw replace(decision.to);
  }
  if (sessionEnded.peek() && path !== '/login') {
    // Browsing a public page goes on, signed out: say so once.
    const notice = sessionEnded.notice() ?? i18n.t('common:sessionEnded');
    sessionEnded.clear();
    toast.plain(notice);
  }
  return null;
}
