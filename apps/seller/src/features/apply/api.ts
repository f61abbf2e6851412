import { type SellerApplyForm, sellerApplyDto } from '@shop/contract/seller';
import { publicRequest } from '../../lib/request.ts';

/** Sends an application (POST /api/seller/apply, no token); an operator reviews it before the seller can sign in. */
export function apply(body: SellerApplyForm) {
  return publicRequest('/api/seller/apply', { method: 'POST', body, schema: sellerApplyDto });
}
