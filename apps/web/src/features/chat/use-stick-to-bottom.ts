import { useCallback, useLayoutEffect, useRef } from 'react';

/** How close to the bottom still counts as reading the newest message. */
const NEAR_BOTTOM_PX = 48;

/**
 * Keeps a conversation at its newest message: at the bottom when it opens, when a message arrives while the shopper
 * is there (or is the shopper's own), and while pictures above it load and push it down. A shopper who scrolled up to
 * read stays where they are. `scroller` goes on the scrolling box, `list` on the messages inside it.
 */
export function useStickToBottom(lastId: number | undefined, lastMine: boolean) {
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);

  const onScroll = useCallback(() => {
    const element = scroller.current;
    if (element) atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
  }, []);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || lastId === undefined || !(atBottom.current || lastMine)) return;
    element.scrollTop = element.scrollHeight;
    atBottom.current = true;
  }, [lastId, lastMine]);

  // The list grows after it is shown (a picture arriving): the bottom follows while the shopper is at it.
  const list = useCallback((node: HTMLOListElement | null) => {
    const element = node?.parentElement;
    if (!node || !element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return { scroller, list, onScroll };
}
