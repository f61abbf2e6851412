import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { operatorQueryOptions } from '../lib/me.ts';
import { ACCOUNT_SECURITY_PATH } from '../lib/two-factor-setup.ts';

/**
 * Keeps an operator whose role requires two-factor sign-in, not yet on, on the security page: /me says so, and every
 * other page's calls would be refused. The page asked for is not even mounted, so it sends none of them. Once /me
 * no longer says so, the operator goes where they like.
 */
export function TwoFactorSetupGate({ children }: { children: ReactNode }) {
  const me = useQuery(operatorQueryOptions());
  const { pathname } = useLocation();
  if (me.data?.two_factor_setup_required && pathname !== ACCOUNT_SECURITY_PATH) {
    return <Navigate to={ACCOUNT_SECURITY_PATH} replace />;
  }
  return children;
}
