import type { SecondStepBody } from '@shop/contract/account-security';
import type { operatorLoginBody } from '@shop/contract/console';
import type { DeskResetInput } from '@shop/desk/account-security/password-recovery.tsx';
import type { z } from 'zod';
import { noData } from '@shop/desk/request/request-client.ts';
import { request } from '../../lib/request.ts';

export type LoginInput = z.input<typeof operatorLoginBody>;

/**
 * The answers' schemas are fetched with the call: the sign-in page, where every visit starts, loads without the
 * contract's rules and zod (docs/desk-kit.md#loading-on-use).
 */
const contract = () => import('@shop/contract/console');

/**
 * Opens an operator session; the caller stores the token. An operator with two-factor sign-in gets the second step
 * instead, which the kit's sign-in form answers with `secondStep`.
 */
export function login(input: LoginInput) {
  return request('/api/console/login', {
    method: 'POST',
    body: input,
    schema: () => contract().then((m) => m.operatorLoginAnswer),
  });
}

/** The sign-in's second step: the challenge and a code from the authenticator app (or a recovery code). */
export function secondStep(body: SecondStepBody) {
  return request('/api/console/login/second_step', {
    method: 'POST',
    body,
    schema: () => contract().then((m) => m.operatorLoginResult),
  });
}

/** Ends the session on the server so the token stops working everywhere, not only in this tab. */
export function logout() {
  return request('/api/console/logout', { method: 'POST' });
}

/** Mails a code to set a new password, to the operator's e-mail; the same answer whether the account exists or not. */
export function forgotPassword(body: { account: string }) {
  return request('/api/console/password/forgot', { method: 'POST', body, schema: noData });
}

/** Sets a new password with the mailed code; every session of the operator ends. */
export function resetPassword(body: DeskResetInput) {
  return request('/api/console/password/reset', { method: 'POST', body, schema: noData });
}
