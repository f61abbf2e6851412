import type { SecondStepBody } from '@shop/contract/account-security';
import { operatorLoginAnswer, type operatorLoginBody, operatorLoginResult } from '@shop/contract/console';
import type { DeskResetInput } from '@shop/desk/account-security/password-recovery.tsx';
import { z } from 'zod';
import { request } from '../../lib/request.ts';

export type LoginInput = z.input<typeof operatorLoginBody>;

/**
 * Opens an operator session; the caller stores the token. An operator with two-factor sign-in gets the second step
 * instead, which the kit's sign-in form answers with `secondStep`.
 */
export function login(input: LoginInput) {
  return request('/api/console/login', { method: 'POST', body: input, schema: operatorLoginAnswer });
}

/** The sign-in's second step: the challenge and a code from the authenticator app (or a recovery code). */
export function secondStep(body: SecondStepBody) {
  return request('/api/console/login/second_step', { method: 'POST', body, schema: operatorLoginResult });
}

/** Ends the session on the server so the token stops working everywhere, not only in this tab. */
export function logout() {
  return request('/api/console/logout', { method: 'POST' });
}

/** Mails a code to set a new password, to the operator's e-mail; the same answer whether the account exists or not. */
export function forgotPassword(body: { account: string }) {
  return request('/api/console/password/forgot', { method: 'POST', body, schema: z.null() });
}

/** Sets a new password with the mailed code; every session of the operator ends. */
export function resetPassword(body: DeskResetInput) {
  return request('/api/console/password/reset', { method: 'POST', body, schema: z.null() });
}
