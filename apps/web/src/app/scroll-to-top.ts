/**
 * After navigation (docs/shopper-app.md#scroll-and-keep-alive) the app container scrolls to the top, smoothly, with a
 * 20 px offset.
 */
export const SCROLL_OFFSET_PX = 20;

export function scrollToTop(container: HTMLElement, offset = SCROLL_OFFSET_PX): void {
  const page = container.firstElementChild as HTMLElement | null;
  const top = Math.max(0, (page?.offsetTop ?? 0) - offset);
  container.scrollTo({ top, behavior: 'smooth' });
}
