import { businessResources } from '@shop/desk/business/resources.ts';
import { type DeskResources, exceptNamespaces } from '@shop/desk/i18n/resources.ts';
import { productEditorResources } from '@shop/desk/product-editor/resources.ts';
import { consoleFirstScreenResources } from './first-screen.ts';
import { consoleResources } from './index.ts';

/**
 * Every namespace of the signed-in console but the first screen's (registered with the entry), English included:
 * the signed-in frame's route fetches them beside its code (app/routes.tsx), so the sign-in page does not.
 */
export const consoleSignedInResources: readonly DeskResources[] = [
  exceptNamespaces(consoleResources, consoleFirstScreenResources),
  productEditorResources,
  businessResources,
];
