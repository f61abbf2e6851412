import type { LoginBody, LoginResult, RegisterBody, ResetpwdBody } from '@shop/contract/user';
import { request } from '../../lib/request.ts';

/** The calls of the signed-out screens. None of them reads cached data, so there are no query factories here. */

export function login(body: LoginBody): Promise<LoginResult> {
  return request<LoginResult>('/user/login', { method: 'POST', body, withoutToken: true });
}

export function register(body: RegisterBody): Promise<LoginResult> {
  return request<LoginResult>('/user/register', { method: 'POST', body, withoutToken: true });
}

/** Mails a reset code; the answer is the same whether or not the account exists. */
export function requestResetCode(account: string): Promise<null> {
  return request<null>('/user/reset_code', { method: 'POST', body: { account }, withoutToken: true });
}

export type ResetWithCodeBody = Required<Pick<ResetpwdBody, 'account' | 'code' | 'new_password' | 'confirm_password'>>;

/** Sets a new password with the mailed code; the server ends every session of the account. */
export function resetPasswordWithCode(body: ResetWithCodeBody): Promise<null> {
  return request<null>('/user/resetpwd', { method: 'POST', body, withoutToken: true });
}
