import { DEFAULT_LANG, LANGUAGES, type LangCode, normalizeLang } from '@shop/contract/languages';
import type { UserDto } from '@shop/contract/user';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { getCookie, LANG_COOKIE, removeCookie, setCookie, TOKEN_COOKIE } from './cookies.ts';
import { forgetLastSeen } from './last-seen-storage.ts';

/** The language setting, stored as JSON in the Local_Lang cookie. */
export interface LanguageSetting {
  language_name: string;
  chinese_name: string;
  file_name: LangCode;
}

/**
 * The session store (docs/shopper-app.md#the-session-and-its-cookies): token, userInfo, backData (values passed between
 * screens) and setting.lang.
 */
export interface SessionState {
  token: string;
  userInfo: UserDto | null;
  backData: Record<string, unknown>;
  setting: { lang: LanguageSetting };
}

export function languageSetting(code: LangCode): LanguageSetting {
  const found = LANGUAGES.find((l) => l.file_name === code) ?? LANGUAGES[0];
  return { language_name: found.language_name, chinese_name: found.chinese_name, file_name: found.file_name };
}

function readStoredLang(): LanguageSetting {
  try {
    const stored = JSON.parse(getCookie(LANG_COOKIE) ?? 'null') as Partial<LanguageSetting> | null;
    const code = normalizeLang(stored?.file_name);
    if (code) return languageSetting(code);
  } catch {
    // A hand-edited or foreign cookie: fall back to the default language.
  }
  return languageSetting(DEFAULT_LANG);
}

/** On the server (first views rendered by the API) there is no document: every page is rendered signed out. */
const inBrowser = typeof document !== 'undefined';

let state: SessionState = {
  token: inBrowser ? (getCookie(TOKEN_COOKIE) ?? '') : '',
  userInfo: null,
  backData: {},
  setting: { lang: inBrowser ? readStoredLang() : languageSetting(DEFAULT_LANG) },
};
const listeners = new Set<() => void>();
// No session (logged out, or its cookie expired): nothing kept for offline use may outlive it. A moment later: the
// first reach into localStorage opens the page's storage synchronously, a wait the start-up's longest task should
// not hold (nothing signed out reads what is kept). The timer calls it without arguments: every account's goes.
if (inBrowser && !state.token) setTimeout(forgetLastSeen, 3000);

/**
 * What a server-rendered page was rendered with: nobody signed in, in the shopper's language (from the same
 * cookie, which the server reads). React renders it while hydrating, so the first render matches the server's
 * markup; the signed-in state follows at once.
 */
const signedOut: SessionState = { ...state, token: '', userInfo: null };

/** A signed-out session in `lang`: what the server renders a page with. */
export function signedOutSession(lang: LangCode): SessionState {
  return { token: '', userInfo: null, backData: {}, setting: { lang: languageSetting(lang) } };
}

/**
 * Server rendering: the session of the page being rendered, given to its render through this provider (each
 * request its own language) rather than set in the module, which every request of the process shares.
 * docs/shopper-app.md#server-rendering-in-one-pass
 */
export const RenderedSessionContext = createContext<SessionState | null>(null);

function update(next: Partial<SessionState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const session = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Login stores the token (cookie Admin-Token, 3 days). */
  setToken(token: string): void {
    setCookie(TOKEN_COOKIE, token);
    update({ token });
  },
  /** A user arriving (login, or the user info read) deletes what was kept offline for any other account. */
  setUserInfo(userInfo: UserDto | null): void {
    if (userInfo) forgetLastSeen(userInfo.id);
    update({ userInfo });
  },
  /** Logout, an invalid token and a password reset clear the token, the user info and what was kept offline. */
  clear(): void {
    removeCookie(TOKEN_COOKIE);
    forgetLastSeen();
    update({ token: '', userInfo: null });
  },
  mergeBackData(values: Record<string, unknown>): void {
    update({ backData: { ...state.backData, ...values } });
  },
  setLang(code: LangCode): void {
    const lang = languageSetting(code);
    setCookie(LANG_COOKIE, JSON.stringify(lang));
    update({ setting: { lang } });
  },
};

export function useSession<T>(select: (s: SessionState) => T): T {
  const rendered = useContext(RenderedSessionContext);
  return useSyncExternalStore(
    session.subscribe,
    () => select(session.get()),
    () => select(rendered ?? signedOut),
  );
}

/** The shopper's language code; catalogue queries are keyed by it, since the server answers in it. */
export function useLang() {
  return useSession((s) => s.setting.lang.file_name);
}
