import './banner-dots.css';
import { type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Which slide of a horizontal scroll-snap row is in view: the share of the scroll travelled, over the slides. */
export function slideInView(scrollLeft: number, scrollWidth: number, clientWidth: number, count: number): number {
  const travel = scrollWidth - clientWidth;
  if (count <= 1 || travel <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round((Math.abs(scrollLeft) / travel) * (count - 1))));
}

/**
 * The position dots under Home's banner row: which banner is shown, and a tap on a dot scrolls to its banner. The row
 * stays a native scroll-snap strip (no carousel library); the dots follow its scroll.
 */
export function BannerDots({ row, count }: { row: RefObject<HTMLDivElement | null>; count: number }) {
  const { t } = useTranslation('catalogue');
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const update = () =>
      setCurrent(slideInView(element.scrollLeft, element.scrollWidth, element.clientWidth, element.children.length));
    update();
    element.addEventListener('scroll', update, { passive: true });
    return () => element.removeEventListener('scroll', update);
  }, [row, count]);

  // The row keeps its height while the banners load (and for a single banner), so nothing below it moves when the
  // dots appear: Lighthouse counted that move as Home's layout shift (CLS 0.040 against a target of 0.02).
  if (count <= 1) return <div className="banner-dots" aria-hidden="true" />;
  return (
    <div className="banner-dots">
      {Array.from({ length: count }, (_, i) => (
        <button
          // The dots are positions, not data: their index is their identity.
          key={i}
          type="button"
          className={`banner-dots__dot${i === current ? ' banner-dots__dot--on' : ''}`}
          aria-label={t('bannerPosition', { index: i + 1, total: count })}
          aria-current={i === current ? 'true' : undefined}
          onClick={() => {
            const slide = row.current?.children[i] as HTMLElement | undefined;
            slide?.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'center' });
          }}
        />
      ))}
    </div>
  );
}
