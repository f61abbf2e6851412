import { createSession } from '@shop/desk/session/session.ts';

/**
 * The operator's session in this browser. The token has its own key so a shopper or seller session on the same
 * origin never mixes with the console's; the login page is a full address, so it works from outside the router.
 */
export const session = createSession({ tokenKey: 'console-token', loginPath: '/console/login' });
