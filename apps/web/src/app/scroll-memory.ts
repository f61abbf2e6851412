/**
 * Back and forward return to where the shopper was: each history entry (React Router's location.key) keeps its place
 * in the app container, put back on a POP navigation. Forward navigation keeps the scroll to the top
 * (scroll-to-top.ts). A place is the link that sat in the middle of the screen (a product card, a shop, a row) and
 * how far below the container's top edge it was, with the pixel offset as the fallback: the screen comes back exactly
 * even when it is drawn again from scratch, or when something above the link settles to another height.
 */

/** The link a place is kept by. */
export interface ScrollAnchor {
  href: string;
  /** Which of the screen's links to that address (a product can show twice on one screen). */
  index: number;
  /** Its top edge below the container's top edge, in pixels. */
  offset: number;
}

export interface ScrollPlace {
  top: number;
  anchor?: ScrollAnchor;
}

export class ScrollMemory {
  private readonly places = new Map<string, ScrollPlace>();

  constructor(private readonly capacity = 200) {}

  save(key: string, place: ScrollPlace): void {
    // Re-inserting moves the entry to the end, so the oldest entries are the ones dropped.
    this.places.delete(key);
    this.places.set(key, place);
    if (this.places.size > this.capacity) {
      const oldest = this.places.keys().next().value;
      if (oldest !== undefined) this.places.delete(oldest);
    }
  }

  get(key: string): ScrollPlace | undefined {
    return this.places.get(key);
  }
}

/** A link that takes part in layout (a kept-alive screen hidden by <Activity> has none of its links laid out). */
const laidOut = (element: Element) => element.getClientRects().length > 0;

/** The laid-out links of the container to one address, in document order. */
function linksTo(container: HTMLElement, href: string): Element[] {
  return Array.from(container.querySelectorAll(`a[href="${CSS.escape(href)}"]`)).filter(laidOut);
}

/** Points of the screen where a link is looked for: the middle first, clear of sticky bars at the top. */
const PROBES: readonly [x: number, y: number][] = [
  [0.25, 0.5],
  [0.75, 0.5],
  [0.25, 0.4],
  [0.75, 0.6],
  [0.5, 0.3],
  [0.5, 0.7],
];

/** The link in the middle of the container's visible part, with its offset; undefined where there is none. */
export function findAnchor(container: HTMLElement): ScrollAnchor | undefined {
  const box = container.getBoundingClientRect();
  for (const [x, y] of PROBES) {
    const hit = document.elementFromPoint(box.left + box.width * x, box.top + container.clientHeight * y);
    const link = hit?.closest('a[href]');
    const href = link?.getAttribute('href');
    if (!link || !href || !container.contains(link)) continue;
    const index = linksTo(container, href).indexOf(link);
    if (index >= 0) return { href, index, offset: link.getBoundingClientRect().top - box.top };
  }
  return undefined;
}

/** The scrollTop that puts the place back, or undefined while the link it is kept by is not laid out yet. */
function wantedTop(container: HTMLElement, place: ScrollPlace): number | undefined {
  if (!place.anchor) return place.top;
  const link = linksTo(container, place.anchor.href)[place.anchor.index];
  if (!link) return undefined;
  const below = link.getBoundingClientRect().top - container.getBoundingClientRect().top;
  return Math.round(container.scrollTop + below - place.anchor.offset);
}

/**
 * The longest a restore waits for the screen to be laid out again (its cached pages rendered, its link back): long
 * enough for a slow phone, and the shopper's own touch, wheel or key ends it at once anyway.
 */
export const RESTORE_PATIENCE_MS = 10_000;
/** Frames in a row the place must hold, the content no longer moving, before the restore counts as done. */
export const SETTLED_FRAMES = 3;
/** What the container dispatches when a restore has put the place back and it held (detail: the scrollTop). */
export const SCROLL_RESTORED_EVENT = 'shop:scroll-restored';

/**
 * Puts `place` back in `container`: once the link it is kept by is laid out again and the content is tall enough,
 * scrolls there, and keeps correcting on every frame while the content above still settles, until the place has
 * held for a few frames. Ends early when the shopper touches, wheels or types (their scroll wins) or the patience
 * runs out (then as close as the content allows). Returns a cancel function (the next navigation calls it).
 */
export function restoreScroll(
  container: HTMLElement,
  place: ScrollPlace,
  { patienceMs = RESTORE_PATIENCE_MS, onEnd }: { patienceMs?: number; onEnd?: () => void } = {},
): () => void {
  const deadline = performance.now() + patienceMs;
  let frame = 0;
  let held = 0;
  let done = false;
  const stop = () => {
    if (done) return;
    done = true;
    cancelAnimationFrame(frame);
    for (const type of ['touchstart', 'wheel', 'keydown', 'pointerdown'] as const)
      container.removeEventListener(type, stop);
    onEnd?.();
  };
  const attempt = () => {
    if (done) return;
    const wanted = wantedTop(container, place);
    const reachable = wanted !== undefined && container.scrollHeight - container.clientHeight >= wanted - 1;
    if (wanted !== undefined && reachable && Math.abs(container.scrollTop - wanted) < 1) held += 1;
    else {
      held = 0;
      // Not laid out yet: as close as the content allows meanwhile (a list growing below needs the scroll).
      container.scrollTo({ top: wanted ?? place.top, behavior: 'instant' });
    }
    if (held >= SETTLED_FRAMES) {
      stop();
      container.dispatchEvent(new CustomEvent(SCROLL_RESTORED_EVENT, { detail: container.scrollTop }));
    } else if (performance.now() >= deadline) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const type of ['touchstart', 'wheel', 'keydown', 'pointerdown'] as const)
    container.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}
