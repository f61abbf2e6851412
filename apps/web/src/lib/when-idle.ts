/**
 * Runs `work` when the browser is next idle (within a second at the latest), or after 300 ms where the browser cannot
 * say (Safari); answers a way to cancel it.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 1000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 300);
  return () => clearTimeout(timer);
}

/**
 * Runs `start` once the page's load event has passed (at once if it has), and answers a way to cancel it: before it
 * started, or what `start` answered.
 */
export function afterPageLoad(start: () => () => void): () => void {
  if (document.readyState === 'complete') return start();
  let stop = () => {};
  const onLoad = () => {
    stop = start();
  };
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    stop();
  };
}
