import type { SecondStepBody, SecondStepDto } from '@shop/contract/account-security';
import type { sellerLoginBody } from '@shop/contract/seller';
import { noData } from '@shop/desk/request/request-client.ts';
import { hasErrorKey, RequestError } from '@shop/desk/request/request-error.ts';
import type { z } from 'zod';
import { publicRequest } from '../../lib/request.ts';

/**
 * The answers' schemas are fetched with the call: the sign-in page, where every visit starts, loads without the
 * contract's rules and zod (docs/desk-kit.md#loading-on-use).
 */
const contract = () => import('@shop/contract/seller');

export type LoginInput = z.input<typeof sellerLoginBody>;

/** How a sign-in ended: a session, or an application that is still waiting or was refused (with the reason). */
export type LoginOutcome =
  | { kind: 'signedIn'; token: string }
  | { kind: 'pending' }
  | { kind: 'refused'; reason: string };

/**
 * Signs a seller or a staff member ("shop:name") in (POST /api/seller/login). With two-factor sign-in on, the
 * answer is the second step, which the kit's form asks a code for. Before approval the server answers
 * SELLER_PENDING or SELLER_REFUSED with `data: { status, reason }` and no token: those are outcomes to show, not
 * failures. Any other refusal throws.
 */
export async function login(input: LoginInput): Promise<LoginOutcome | SecondStepDto> {
  try {
    const answer = await publicRequest('/api/seller/login', {
      method: 'POST',
      body: input,
      schema: () => contract().then((m) => m.sellerLoginAnswerDto),
    });
    if ('second_step' in answer) return answer;
    return { kind: 'signedIn', token: answer.token };
  } catch (error) {
    if (hasErrorKey(error, ['SELLER_PENDING'])) return { kind: 'pending' };
    if (hasErrorKey(error, ['SELLER_REFUSED']) && error instanceof RequestError) {
      const { sellerApplicationStateDto } = await contract();
      const state = sellerApplicationStateDto.safeParse(error.data);
      return { kind: 'refused', reason: state.success ? state.data.reason : '' };
    }
    throw error;
  }
}

/** The sign-in's second step: the challenge and a code from the authenticator app (or a recovery code). */
export async function secondStep(body: SecondStepBody): Promise<LoginOutcome> {
  const { token } = await publicRequest('/api/seller/login/second_step', {
    method: 'POST',
    body,
    schema: () => contract().then((m) => m.sellerLoginDto),
  });
  return { kind: 'signedIn', token };
}

/** Mails a code to set a new password; the same answer whether the account exists or not. */
export function forgotPassword(body: { account: string }) {
  return publicRequest('/api/seller/password/forgot', { method: 'POST', body, schema: noData });
}

/** Sets a new password with the mailed code (also an invited staff member's first one); every session ends. */
export function resetPassword(body: { account: string; code: string; new_password: string; confirm_password: string }) {
  return publicRequest('/api/seller/password/reset', { method: 'POST', body, schema: noData });
}
