import { sellerApplicationStateDto, type sellerLoginBody, sellerLoginDto } from '@shop/contract/seller';
import { hasErrorKey, RequestError } from '@shop/desk/request/request-error.ts';
import type { z } from 'zod';
import { publicRequest } from '../../lib/request.ts';

export type LoginInput = z.input<typeof sellerLoginBody>;

/** How a sign-in ended: a session, or an application that is still waiting or was refused (with the reason). */
export type LoginOutcome =
  | { kind: 'signedIn'; token: string }
  | { kind: 'pending' }
  | { kind: 'refused'; reason: string };

/**
 * Signs a seller in (POST /api/seller/login). Before approval the server answers SELLER_PENDING or SELLER_REFUSED
 * with `data: { status, reason }` and no token: those are outcomes to show, not failures. Any other refusal throws.
 */
export async function login(input: LoginInput): Promise<LoginOutcome> {
  try {
    const { token } = await publicRequest('/api/seller/login', { method: 'POST', body: input, schema: sellerLoginDto });
    return { kind: 'signedIn', token };
  } catch (error) {
    if (hasErrorKey(error, ['SELLER_PENDING'])) return { kind: 'pending' };
    if (hasErrorKey(error, ['SELLER_REFUSED']) && error instanceof RequestError) {
      const state = sellerApplicationStateDto.safeParse(error.data);
      return { kind: 'refused', reason: state.success ? state.data.reason : '' };
    }
    throw error;
  }
}
