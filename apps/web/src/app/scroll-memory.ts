/**
 * Back and forward return to where the shopper was (issue 16): the app container's scroll position is remembered per
 * history entry (React Router's location.key) and put back on a POP navigation. Forward navigation keeps spec §2's
 * scroll to the top (scroll-to-top.ts).
 */
export class ScrollMemory {
  private readonly positions = new Map<string, number>();

  constructor(private readonly capacity = 200) {}

  save(key: string, top: number): void {
    // Re-inserting moves the entry to the end, so the oldest entries are the ones dropped.
    this.positions.delete(key);
    this.positions.set(key, top);
    if (this.positions.size > this.capacity) {
      const oldest = this.positions.keys().next().value;
      if (oldest !== undefined) this.positions.delete(oldest);
    }
  }

  get(key: string): number | undefined {
    return this.positions.get(key);
  }
}

/** How long a restore waits for a list to grow tall enough (a screen rendering its cached pages, a late image). */
export const RESTORE_PATIENCE_MS = 2000;

/**
 * Scrolls `container` to `top`, trying again on each frame while the content is still too short to reach it, until
 * it is reached, the patience runs out, or the shopper touches or wheels (their scroll wins). Returns a cancel
 * function (the next navigation calls it).
 */
export function restoreScroll(container: HTMLElement, top: number, patienceMs = RESTORE_PATIENCE_MS): () => void {
  const deadline = performance.now() + patienceMs;
  let frame = 0;
  let done = false;
  const stop = () => {
    done = true;
    cancelAnimationFrame(frame);
    container.removeEventListener('touchstart', stop);
    container.removeEventListener('wheel', stop);
  };
  const attempt = () => {
    if (done) return;
    const reachable = container.scrollHeight - container.clientHeight >= top - 1;
    container.scrollTo({ top, behavior: 'instant' });
    if (reachable || performance.now() >= deadline) stop();
    else frame = requestAnimationFrame(attempt);
  };
  container.addEventListener('touchstart', stop, { passive: true });
  container.addEventListener('wheel', stop, { passive: true });
  attempt();
  return stop;
}
