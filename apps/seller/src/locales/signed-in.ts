import { businessResources } from '@shop/desk/business/resources.ts';
import { type DeskResources, exceptNamespaces } from '@shop/desk/i18n/resources.ts';
import { picturesResources } from '@shop/desk/pictures/resources.ts';
import { productEditorResources } from '@shop/desk/product-editor/resources.ts';
import { sellerFirstScreenResources } from './first-screen.ts';
import { sellerResources } from './index.ts';

/**
 * Every namespace of the signed-in seller center but the first screen's (registered with the entry: `auth`,
 * `seller` and the application's `pictures`), English included: the signed-in frame's route fetches them beside its
 * code (app/routes.tsx), so the sign-in page does not.
 */
export const sellerSignedInResources: readonly DeskResources[] = [
  exceptNamespaces(sellerResources, sellerFirstScreenResources),
  exceptNamespaces(productEditorResources, picturesResources),
  businessResources,
];
