import { createSession } from '@shop/desk/session/session.ts';
import { appPath } from './base-path.ts';

/**
 * The seller's session in this browser: its own storage key, so a shopper or operator session on the same origin
 * never mixes with it. The login page is a full address under the basename the page was opened with.
 */
export const session = createSession({ tokenKey: 'seller-token', loginPath: appPath('/login') });
