import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findAnchor, restoreScroll, SCROLL_RESTORED_EVENT, ScrollMemory, type ScrollPlace } from './scroll-memory.ts';

describe('ScrollMemory', () => {
  it('keeps the latest place of each history entry', () => {
    const memory = new ScrollMemory();
    memory.save('home', { top: 2400 });
    memory.save('detail', { top: 300 });
    memory.save('home', { top: 2500, anchor: { href: '/detail/7/1', index: 0, offset: 412 } });
    expect(memory.get('home')).toEqual({ top: 2500, anchor: { href: '/detail/7/1', index: 0, offset: 412 } });
    expect(memory.get('detail')).toEqual({ top: 300 });
    expect(memory.get('never-seen')).toBeUndefined();
  });

  it('forgets the entries used longest ago once full', () => {
    const memory = new ScrollMemory(2);
    memory.save('a', { top: 1 });
    memory.save('b', { top: 2 });
    memory.save('a', { top: 3 });
    memory.save('c', { top: 4 });
    expect(memory.get('b')).toBeUndefined();
    expect(memory.get('a')).toEqual({ top: 3 });
    expect(memory.get('c')).toEqual({ top: 4 });
  });
});

/**
 * A scrolling container without a layout engine: a list of 100 px rows (links to /p/0 … /p/n-1) below a header of
 * `header` px, 800 px tall on screen; the test decides how many rows are drawn yet and how tall the header is.
 */
function fakeList({ rows, header }: { rows: number; header: number }) {
  const container = document.createElement('main');
  document.body.append(container);
  const layout = { rows, header, top: 0 };
  const draw = () => {
    container.replaceChildren(
      ...Array.from({ length: layout.rows }, (_, i) => {
        const link = document.createElement('a');
        link.setAttribute('href', `/p/${i}`);
        link.getClientRects = () => [{}] as unknown as DOMRectList;
        link.getBoundingClientRect = () => ({ top: layout.header + i * 100 - layout.top }) as DOMRect;
        return link;
      }),
    );
  };
  draw();
  const maxTop = () => Math.max(0, layout.header + layout.rows * 100 - 800);
  Object.defineProperties(container, {
    scrollTop: { get: () => layout.top, configurable: true },
    scrollHeight: { get: () => layout.header + layout.rows * 100, configurable: true },
    clientHeight: { get: () => 800, configurable: true },
  });
  container.getBoundingClientRect = () => ({ top: 0, left: 0, width: 390, height: 800 }) as DOMRect;
  container.scrollTo = ((options: ScrollToOptions) => {
    layout.top = Math.min(Math.max(0, options.top ?? 0), maxTop());
  }) as typeof container.scrollTo;
  return {
    container,
    /** Draws `rows` rows under a header of `header` px (a screen drawn again, content above settling). */
    relayout(next: Partial<{ rows: number; header: number }>) {
      Object.assign(layout, next);
      draw();
    },
  };
}

/** Runs animation frames (16 ms each) until the restore ended or `frames` ran. */
async function frames(count: number) {
  for (let i = 0; i < count; i++) await vi.advanceTimersByTimeAsync(16);
}

describe('putting a place back', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  // Row 24 sat 50 px below the top edge, the container scrolled to 2 400 − 50 under a 0 px header.
  const place: ScrollPlace = { top: 2350, anchor: { href: '/p/24', index: 0, offset: 50 } };

  it('waits for the rows that held the place however long a busy phone takes to draw them, then lands on them', async () => {
    const list = fakeList({ rows: 10, header: 0 });
    const restored = vi.fn();
    list.container.addEventListener(SCROLL_RESTORED_EVENT, (event) => restored((event as CustomEvent).detail));
    restoreScroll(list.container, place);
    // Five seconds of frames with only ten rows drawn: still waiting.
    await frames(300);
    expect(restored).not.toHaveBeenCalled();
    list.relayout({ rows: 60 });
    await frames(10);
    expect(list.container.scrollTop).toBe(2350);
    expect(restored).toHaveBeenCalledWith(2350);
  });

  it('puts the link that was in the middle back where it was, when the content above it settled to another height', async () => {
    const list = fakeList({ rows: 60, header: 0 });
    const restored = vi.fn();
    list.container.addEventListener(SCROLL_RESTORED_EVENT, restored);
    restoreScroll(list.container, place);
    // Landed by the pixels first; then a banner above grows by 4 px as the screen settles.
    await frames(1);
    list.relayout({ header: 4 });
    await frames(10);
    expect(list.container.scrollTop).toBe(2354);
    const row = list.container.querySelector('a[href="/p/24"]') as HTMLElement;
    expect(row.getBoundingClientRect().top).toBe(50);
    expect(restored).toHaveBeenCalledTimes(1);
  });

  it("stops at the shopper's own touch", async () => {
    const list = fakeList({ rows: 10, header: 0 });
    const stop = vi.fn();
    restoreScroll(list.container, place, { onEnd: stop });
    list.container.dispatchEvent(new Event('touchstart'));
    list.relayout({ rows: 60 });
    await frames(10);
    expect(stop).toHaveBeenCalledTimes(1);
    expect(list.container.scrollTop).toBe(200);
  });

  it('falls back to the pixels for a place kept without a link', async () => {
    const list = fakeList({ rows: 60, header: 0 });
    restoreScroll(list.container, { top: 1234 });
    await frames(10);
    expect(list.container.scrollTop).toBe(1234);
  });
});

describe('finding the link a place is kept by', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it('takes the laid-out link in the middle of the screen, counting its earlier twins', () => {
    const list = fakeList({ rows: 30, header: 0 });
    list.container.scrollTo({ top: 1000 });
    const twin = document.createElement('a');
    twin.setAttribute('href', '/p/14');
    twin.getClientRects = () => [{}] as unknown as DOMRectList;
    const hidden = document.createElement('a');
    hidden.setAttribute('href', '/p/14');
    hidden.getClientRects = () => [] as unknown as DOMRectList;
    list.container.prepend(twin, hidden);
    // The middle of the screen (400 px down) is row 14 (from 1 400 px, 400 px below the top edge).
    const row = list.container.querySelectorAll<HTMLElement>('a[href="/p/14"]')[2] as HTMLElement;
    vi.spyOn(document, 'elementFromPoint').mockImplementation((_x, y) => (y === 400 ? row : null));
    expect(findAnchor(list.container)).toEqual({ href: '/p/14', index: 1, offset: 400 });
  });
});
