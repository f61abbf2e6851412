import type { DeskRouteHandle } from '@shop/desk/app-shell/route-handle.ts';
import type { TranslationKey } from '@shop/desk/i18n/translation-key.ts';
import type { SellerPermission } from '@shop/contract/shop-staff';
import { useMatches } from 'react-router';

/**
 * A seller route's handle: its title (read by the kit's layout) and the seller permission it needs. The kit's own
 * `permission` field names the console's table, so the seller's lives beside it under its own name.
 */
export interface SellerRouteHandle extends DeskRouteHandle {
  sellerPermission?: SellerPermission;
}

/** A page's title, and the permission the API asks for its calls: a member without it is refused the page. */
export const page = (title: TranslationKey, sellerPermission?: SellerPermission): SellerRouteHandle => ({
  title,
  sellerPermission,
});

function hasSellerPermission(handle: unknown): handle is Required<Pick<SellerRouteHandle, 'sellerPermission'>> {
  return typeof handle === 'object' && handle !== null && 'sellerPermission' in handle && !!handle.sellerPermission;
}

/** Every seller permission the matched routes need. */
export function useSellerRoutePermissions(): SellerPermission[] {
  return useMatches()
    .map((match) => match.handle)
    .filter(hasSellerPermission)
    .map((handle) => handle.sellerPermission);
}
