export interface PullGestureOptions {
  /** The finger moved: distance in px after resistance, capped at maxPull. */
  onPull(distance: number): void;
  /** Let go before the threshold. */
  onCancel(): void;
  /** Let go beyond the threshold: refresh. */
  onRelease(): void;
  releaseAt: number;
  maxPull: number;
}

/**
 * Pull-down detection on a list: starts only when its scrolling container is at the top, follows the finger
 * with half resistance, and reports the release. Returns a function that removes the listeners.
 */
export function attachPullGesture(element: HTMLElement, options: PullGestureOptions): () => void {
  let startY: number | undefined;
  let pulled = 0;
  const scroller = () => element.closest('.app-main') ?? document.scrollingElement;
  const onStart = (event: TouchEvent) => {
    startY = (scroller()?.scrollTop ?? 0) <= 0 ? event.touches[0]?.clientY : undefined;
  };
  const onMove = (event: TouchEvent) => {
    if (startY === undefined) return;
    const delta = (event.touches[0]?.clientY ?? startY) - startY;
    if (delta <= 0) return;
    if (event.cancelable) event.preventDefault();
    pulled = Math.min(options.maxPull, delta * 0.5);
    options.onPull(pulled);
  };
  const onEnd = () => {
    if (startY === undefined) return;
    startY = undefined;
    const released = pulled >= options.releaseAt;
    pulled = 0;
    if (released) options.onRelease();
    else options.onCancel();
  };
  element.addEventListener('touchstart', onStart, { passive: true });
  element.addEventListener('touchmove', onMove, { passive: false });
  element.addEventListener('touchend', onEnd);
  element.addEventListener('touchcancel', onEnd);
  return () => {
    element.removeEventListener('touchstart', onStart);
    element.removeEventListener('touchmove', onMove);
    element.removeEventListener('touchend', onEnd);
    element.removeEventListener('touchcancel', onEnd);
  };
}
