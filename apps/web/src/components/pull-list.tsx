import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface PullListProps {
  onRefresh: () => Promise<unknown>;
  loadMore: () => Promise<unknown>;
  hasMore: boolean;
  children: ReactNode;
}

type PullState = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/** How far the finger must drag (after resistance) before letting go refreshes. */
const RELEASE_AT = 56;
const MAX_PULL = 84;

/**
 * The shared list: pull down to refresh, load more at the bottom, with the product's fixed texts (release to
 * refresh, refreshing, loading, and "No more" when finished). Built on touch events (pull-gesture.ts) and
 * IntersectionObserver rather than a gesture library: it ships with the first screen, where every kilobyte counts.
 */
export function PullList({ onRefresh, loadMore, hasMore, children }: PullListProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<PullState>('idle');
  const [offset, setOffset] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const loading = useRef(false);
  const latest = useRef({ loadMore, hasMore, onRefresh });
  latest.current = { loadMore, hasMore, onRefresh };

  // Load more when the end of the list comes within 300 px of the viewport.
  useEffect(() => {
    const target = sentinel.current;
    if (!target) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting) || loading.current || !latest.current.hasMore) return;
        loading.current = true;
        // A failed page shows its own toast (request client); the list just stays ready for another try.
        latest.current
          .loadMore()
          .catch(() => undefined)
          .finally(() => {
            loading.current = false;
          });
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore]);

  // Pull to refresh. The gesture code loads after the first paint: nobody pulls before the list is on screen.
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    let detach: (() => void) | undefined;
    let cancelled = false;
    void import('./pull-gesture.ts').then(({ attachPullGesture }) => {
      if (cancelled) return;
      detach = attachPullGesture(element, {
        onPull: (distance) => {
          setOffset(distance);
          setState(distance >= RELEASE_AT ? 'canRelease' : 'pulling');
        },
        onCancel: () => {
          setOffset(0);
          setState('idle');
        },
        onRelease: () => {
          setOffset(RELEASE_AT);
          setState('refreshing');
          latest.current
            .onRefresh()
            .catch(() => undefined)
            .then(() => {
              setState('complete');
              setTimeout(() => {
                setOffset(0);
                setState('idle');
              }, 400);
            });
        },
        releaseAt: RELEASE_AT,
        maxPull: MAX_PULL,
      });
    });
    return () => {
      cancelled = true;
      detach?.();
    };
  }, []);

  return (
    <div ref={root} className="pull-list">
      <div className="pull-list__head" style={{ height: offset }} aria-live="polite">
        {state !== 'idle' && t(`pull.${state}`)}
      </div>
      {children}
      <div ref={sentinel} className="pull-list__foot">
        {hasMore ? t('pull.loading') : t('pull.noMore')}
      </div>
    </div>
  );
}
