import { type DeskResources, namespacesFrom } from '@shop/desk/i18n/resources.ts';
import auth from './en/auth.json';
import seller from './en/seller.json';

const names = ['auth', 'seller'];

/**
 * The seller center's namespaces of the pages before signing in: `auth` (sign-in, the application, password
 * recovery) and `seller`, the brand and the pages' titles. English is bundled with the entry; the other namespaces
 * come with the signed-in frame (signed-in.ts).
 */
export const sellerFirstScreenResources = {
  en: { auth, seller },
  'zh-CN': namespacesFrom(names, () => Promise.all([import('./zh-CN/auth.json'), import('./zh-CN/seller.json')])),
  ri: namespacesFrom(names, () => Promise.all([import('./ri/auth.json'), import('./ri/seller.json')])),
  han: namespacesFrom(names, () => Promise.all([import('./han/auth.json'), import('./han/seller.json')])),
  tai: namespacesFrom(names, () => Promise.all([import('./tai/auth.json'), import('./tai/seller.json')])),
} satisfies DeskResources;
