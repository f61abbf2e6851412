import { useSyncExternalStore } from 'react';

/**
 * One clock for every countdown on screen, ticking on the whole second: the components that read it re-render once
 * a second, and nothing else does. It runs only while something listens (a page kept alive but hidden unsubscribes).
 */
const listeners = new Set<() => void>();
let second = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

const currentSecond = () => Math.floor(Date.now() / 1000);

function tick() {
  second = currentSecond();
  for (const listener of listeners) listener();
  // Rescheduled each time on the next whole second, so the clocks do not drift from the device's.
  timer = setTimeout(tick, 1000 - (Date.now() % 1000));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) tick();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearTimeout(timer);
  };
}

function snapshot(): number {
  if (listeners.size === 0) second = currentSecond();
  return second;
}

/**
 * The current time to the second (ms since the epoch), or null on the server and while a server-rendered page is
 * being taken over: the server's time would be stale by then, and a different text would not hydrate.
 */
export function useSecondClock(): number | null {
  const now = useSyncExternalStore(subscribe, snapshot, () => null);
  return now === null ? null : now * 1000;
}
