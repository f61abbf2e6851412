import { businessResources } from '@shop/desk/business/resources.ts';
import type { DeskResources } from '@shop/desk/i18n/resources.ts';
import { productEditorResources } from '@shop/desk/product-editor/resources.ts';
import { sellerResources } from './index.ts';

/**
 * Every namespace of the signed-in seller center, English included: fetched beside the signed-in frame's code
 * (lib/i18n.ts), so the sign-in page does not download them.
 */
export const sellerSignedInResources: readonly DeskResources[] = [
  sellerResources,
  productEditorResources,
  businessResources,
];
