import { useMutation } from '@tanstack/react-query';

/**
 * Signing out of a desk, as DeskLayout's `onSignOut` and `signingOut`: the server call ends the session everywhere,
 * and even if it fails this browser forgets the session, since the user asked to leave.
 */
export function useSignOut(logout: () => Promise<unknown>, endSession: () => void) {
  const signOut = useMutation({ mutationFn: logout, onSettled: endSession });
  return { onSignOut: () => signOut.mutate(), signingOut: signOut.isPending };
}
