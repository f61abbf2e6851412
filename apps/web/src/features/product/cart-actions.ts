import i18n from 'i18next';
import type { NavigateFunction } from 'react-router';
import { addToCart } from '../../lib/cart.ts';
import { session } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';

/**
 * What the product page hands over when the shopper presses "Add to cart" or "Buy now" with a complete choice.
 * The only place the cart is wired into the catalogue.
 */
export interface CartChoice {
  productId: number;
  shopId: number;
  skuId: number;
  quantity: number;
  /** The SKU's running deal, when the page showed its price: the checkout says so if it is gone by then. */
  dealId?: number;
}

export interface CartActionContext {
  navigate: NavigateFunction;
}

/**
 * A visitor goes to /login first, as with hearts: the request client only redirects on 401 when a token existed
 * (an expired session), not for someone who never logged in.
 */
function loggedInOrLogin(navigate: NavigateFunction): boolean {
  if (session.get().token) return true;
  void toast.plain(i18n.t('common:loginFirst'));
  void navigate('/login');
  return false;
}

/**
 * POST /api/cart/add. Resolves true when the item went into the cart. The Cart tab's badge reads the count again
 * when it shows next (the product page has no tabs). A refusal (stock, region, full cart) was toasted by the
 * request client with the server's message.
 */
export async function onAddToCart(choice: CartChoice, { navigate }: CartActionContext): Promise<boolean> {
  if (!loggedInOrLogin(navigate)) return false;
  // The answer is a toast: its code comes while the cart answers.
  toast.preload();
  try {
    await addToCart({ sku_id: choice.skuId, quantity: choice.quantity });
  } catch {
    return false;
  }
  // The server's own success text ("Added to cart"), from the message catalogue it shares with the app.
  void toast.success(i18n.t('messages:success.addedToCart'));
  return true;
}

/**
 * Straight to checkout with this one SKU; checkout's preview applies the region gate, the stock check and the
 * running deal (the deal shown here rides along in `deal`, so the checkout can say when it is no longer there).
 */
export async function onBuyNow(choice: CartChoice, { navigate }: CartActionContext): Promise<boolean> {
  if (!loggedInOrLogin(navigate)) return false;
  const deal = choice.dealId === undefined ? '' : `&deal=${choice.dealId}`;
  void navigate(`/checkout?sku=${choice.skuId}&qty=${choice.quantity}${deal}`);
  return true;
}
