import { redirect } from 'react-router';
import { session } from '../lib/session.ts';

/**
 * Route loaders deciding on the stored token alone: a token the server no longer accepts is caught by the first
 * call's 401, which clears it and comes back to login.
 */
export function requireSession() {
  return session.getToken() ? null : redirect('/login');
}

/** Someone already signed in has nothing to do on the login page. */
export function skipLoginWhenSignedIn() {
  return session.getToken() ? redirect('/dashboard') : null;
}
