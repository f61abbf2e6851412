import { type RouteReads, startReads } from '@shop/desk/app-shell/route-reads.ts';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { session } from '../lib/session.ts';

/**
 * Route loaders deciding on the stored token alone: a token the server no longer accepts is caught by the first
 * call's 401, which clears it and comes back to login.
 */
export function requireSession() {
  return session.getToken() ? null : redirect('/login');
}

/** Someone already signed in has nothing to do on the login or apply pages. */
export function skipWhenSignedIn() {
  return session.getToken() ? redirect('/dashboard') : null;
}

/**
 * Starts a signed-in page's reads from its route's loader (route-reads.ts). A route's loaders all run at once, so a
 * page's runs beside the frame's `requireSession`: without a token it starts nothing, and the frame sends to login.
 */
export function startSignedInReads(args: LoaderFunctionArgs, load: () => Promise<RouteReads>): null {
  return session.getToken() ? startReads(args, load) : null;
}
