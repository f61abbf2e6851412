/**
 * Ends the current task, so the browser can paint and answer a tap before the next step of the start-up: each step
 * is then a short task of its own instead of one long one that blocks the page (Chromium's `scheduler.yield`
 * keeps the app's place at the front of the queue; elsewhere a timer does the same).
 */
export const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * Runs `work` once the browser is idle (at most `timeout` ms later): start-up chores nothing on the first screen
 * waits for, kept out of the tasks that stand between the shopper and a page that answers taps.
 */
export function whenIdle(work: () => void, timeout = 2000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout });
  else setTimeout(work, 1);
}
