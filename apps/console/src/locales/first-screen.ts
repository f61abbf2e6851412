import { type DeskResources, namespacesFrom } from '@shop/desk/i18n/resources.ts';
import auth from './en/auth.json';
import consoleShell from './en/console.json';

/**
 * The console's namespaces of the pages before signing in: `auth` (sign-in, password recovery) and `console`, the
 * brand and the pages' titles. English is bundled with the entry; the other namespaces come with the signed-in frame
 * (signed-in.ts).
 */
export const consoleFirstScreenResources = {
  en: { auth, console: consoleShell },
  'zh-CN': namespacesFrom(['auth', 'console'], () =>
    Promise.all([import('./zh-CN/auth.json'), import('./zh-CN/console.json')]),
  ),
} satisfies DeskResources;
