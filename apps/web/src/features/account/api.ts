import type { SessionDto, SessionListDto, sessionsEndedDto } from '@shop/contract/account-security';
import type { languageDto } from '@shop/contract/content';
import type { LangCode } from '@shop/contract/languages';
import type { ProfileBody, ResetPayBody, UserDto } from '@shop/contract/user';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { KEEP_LAST_SEEN } from '../../lib/last-seen-storage.ts';
import { userKeys } from '../../lib/query-keys.ts';
import { request } from '../../lib/request.ts';
import { session } from '../../lib/session.ts';

export type LanguageOption = z.infer<typeof languageDto>;

/** Query keys follow the API's paths: everything under /api/user starts with 'user'. */
export const accountKeys = {
  all: userKeys.all,
  info: userKeys.info,
  languages: () => [...accountKeys.all, 'languages'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
};

/** The signed-in user. Every fetch also refreshes the session's copy, which the rest of the app reads. */
async function fetchUserInfo(): Promise<UserDto> {
  const user = await request<UserDto>('/user/getUserInfo');
  session.setUserInfo(user);
  return user;
}

export const accountQueries = {
  /** The account and its balance; offline, the Me page shows the last ones seen (lib/last-seen.ts). */
  info: () => queryOptions({ queryKey: accountKeys.info(), queryFn: fetchUserInfo, meta: KEEP_LAST_SEEN }),
  /** The interface languages; public and fixed for the life of the page. */
  languages: () =>
    queryOptions({
      queryKey: accountKeys.languages(),
      queryFn: () => request<LanguageOption[]>('/user/language_list', { withoutToken: true }),
      staleTime: Infinity,
    }),
  /** Where the shopper is signed in (GET /user/sessions), this session among them (`current`). */
  sessions: () =>
    queryOptions({
      queryKey: accountKeys.sessions(),
      queryFn: () => request<SessionListDto>('/user/sessions'),
      select: (data): SessionDto[] => data.list,
    }),
};

export function updateProfile(body: ProfileBody): Promise<UserDto> {
  return request<UserDto>('/user/profile', { method: 'POST', body });
}

export interface ChangePasswordBody {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

/** Changes the login password; the server ends every session of the account, this one included. */
export function changePassword(body: ChangePasswordBody): Promise<null> {
  return request<null>('/user/resetpwd', { method: 'POST', body });
}

/** Sets the payment code (no old code the first time) or changes it (old code required). */
export function setPayPassword(body: ResetPayBody): Promise<null> {
  return request<null>('/user/resetPay', { method: 'POST', body });
}

/** Saves the interface language on the account, so it follows the shopper to other devices. */
export function saveLanguage(lang: LangCode): Promise<null> {
  return request<null>('/user/set_language', { params: { lang } });
}

/** Ends this session on the server. Silent: the app signs out locally whatever the answer. */
export function logout(lang: LangCode): Promise<null> {
  return request<null>('/user/logout', { method: 'POST', params: { lang }, silent: true, allowDuplicate: true });
}

export type SessionsEnded = z.infer<typeof sessionsEndedDto>;

/** Signs one of the shopper's other sessions out (POST /user/sessions/end); SESSION_NOT_FOUND when it had ended. */
export function endSession(id: number): Promise<null> {
  return request<null>('/user/sessions/end', { method: 'POST', body: { id } });
}

/** Signs out every session of the account but this one (POST /user/sessions/end_others): how many it ended. */
export function endOtherSessions(): Promise<SessionsEnded> {
  return request<SessionsEnded>('/user/sessions/end_others', { method: 'POST' });
}
