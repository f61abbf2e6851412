import type { RequestError } from '@shop/desk/request/request-error.ts';

/** The page where an operator turns two-factor sign-in on (inside the router, whose basename is /console). */
export const ACCOUNT_SECURITY_PATH = '/account/security';

/** Whether a refusal says the operator's role requires two-factor sign-in, which is not on yet. */
export function isTwoFactorSetupRequired(error: RequestError): boolean {
  return error.status === 403 && error.key === 'TWO_FACTOR_SETUP_REQUIRED';
}

/**
 * Sends the operator to the security page when a call says two-factor sign-in is owed (the policy changed while
 * signed in). A full load, as a 401's return to the login page: every call but one's own account's would be refused
 * until it is on, and the page loaded afresh reads /me, which then says so.
 */
export function sendToTwoFactorSetup(error: RequestError): void {
  if (!isTwoFactorSetupRequired(error)) return;
  const page = `/console${ACCOUNT_SECURITY_PATH}`;
  if (window.location.pathname !== page) window.location.assign(page);
}
