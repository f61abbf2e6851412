import { session } from '../lib/session.ts';
import { queryClient } from './providers.tsx';

/**
 * What a signed-in tab runs beside its screens. Once someone is signed in, the reads marked KEEP_LAST_SEEN are kept
 * for offline use (lib/last-seen.ts), and the tab opens its one event stream, which follows the session from then on:
 * closed when it ends, opened again for the next (lib/live-stream.ts). Each is a chunk of its own, and so is this
 * module: main.tsx loads it once the app has started, so the first screen waits for none of them. Never on the
 * server, whose pages are rendered signed out. Returns what stops both: the app never does, a test does when it is
 * done.
 */
export function followSignedInSession(): () => void {
  let stop = () => {};
  const start = () => {
    if (!session.get().userInfo) return;
    stop();
    const services = Promise.all([
      import('../lib/last-seen.ts').then(({ keepLastSeen }) => keepLastSeen(queryClient)),
      import('../lib/live-stream.ts').then(({ followSession }) => followSession(queryClient)),
    ]);
    stop = () => void services.then((stops) => stops.forEach((stopService) => stopService()));
  };
  stop = session.subscribe(start);
  // Someone may have signed in while this chunk was loading.
  start();
  return () => stop();
}
