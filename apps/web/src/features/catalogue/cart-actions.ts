import i18n from 'i18next';
import type { NavigateFunction } from 'react-router';
import { toast } from '../../lib/toast.ts';

/**
 * What the product page hands over when the shopper presses "Add to cart" or "Buy now" with a complete choice.
 * The only place the cart is wired: the cart release replaces these two bodies (add through the cart API;
 * Buy now goes to checkout, gated by region as DESIGN §2 says) and the page stays as it is.
 */
export interface CartChoice {
  productId: number;
  shopId: number;
  skuId: number;
  quantity: number;
}

export interface CartActionContext {
  navigate: NavigateFunction;
}

/** Placeholder until the cart release: says so. Resolves true when the item went into the cart. */
export async function onAddToCart(_choice: CartChoice, _context: CartActionContext): Promise<boolean> {
  void toast.plain(i18n.t('product:cartComing'));
  return false;
}

/** Placeholder until the cart release: says so. Resolves true when checkout opened. */
export async function onBuyNow(_choice: CartChoice, _context: CartActionContext): Promise<boolean> {
  void toast.plain(i18n.t('product:cartComing'));
  return false;
}
