/**
 * Runs `work` once the browser has nothing better to do (at the latest after `timeout` ms), and returns a way to
 * cancel it: for code fetched ahead of a tap that may never come, without competing with the page's start.
 */
export function whenIdle(work: () => void, timeout = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: a timer after the start's own tasks is the next best thing.
  const timer = window.setTimeout(work, Math.min(timeout, 1000));
  return () => window.clearTimeout(timer);
}
