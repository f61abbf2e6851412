import { onlineManager } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useNavigationType } from 'react-router';
import { BottomTabs } from './tab-bar.tsx';
import { KeepAliveOutlet } from './keep-alive-outlet.tsx';
import { ProgressBar } from './progress-bar.tsx';
import type { RouteHandle } from './router.tsx';
import { findAnchor, restoreScroll, ScrollMemory } from './scroll-memory.ts';
import { scrollToTop } from './scroll-to-top.ts';
import { rememberLocation } from './session-loader.ts';

/**
 * The offline banner loads when the connection drops (from the service worker's precache). Should even that fail
 * (no worker yet), the screen goes on without it rather than break.
 */
const OfflineBanner = lazy(
  (): Promise<{ default: ComponentType }> =>
    import('../components/offline-banner.tsx').then(
      (m) => ({ default: m.OfflineBanner }),
      () => ({ default: () => null }),
    ),
);

const watchConnection = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();
/** A page rendered on the server was rendered online; hydration starts from that. */
const renderedOnline = () => true;

/** The shell around every screen: progress bar, offline banner, the scrolling app container, the bottom tabs. */
export function AppLayout() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const { pathname } = location;
  const navigationType = useNavigationType();
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const container = useRef<HTMLElement>(null);
  // The same connection state the queries follow (app/providers.tsx): offline, they show what was kept.
  const online = useSyncExternalStore(watchConnection, isOnline, renderedOnline);

  // Each history entry's scroll position, kept as the shopper scrolls (scroll-memory.ts).
  const memory = useRef(new ScrollMemory());
  const entryKey = useRef(location.key);
  const shownPath = useRef<string | null>(null);
  // While a place is being put back, its own scrolls are not the shopper's: they must not overwrite the place.
  const restoring = useRef(false);
  useEffect(() => {
    const main = container.current;
    if (!main) return;
    // Scroll events arrive on the next frame, after the layout effect below has moved entryKey to the new entry,
    // so the jump a screen change causes is never written to the entry the shopper left.
    const onScroll = () => {
      if (!restoring.current) memory.current.save(entryKey.current, { top: main.scrollTop, anchor: findAnchor(main) });
    };
    main.addEventListener('scroll', onScroll, { passive: true });
    return () => main.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    entryKey.current = location.key;
    const main = container.current;
    const pathChanged = shownPath.current !== pathname;
    shownPath.current = pathname;
    rememberLocation(pathname);
    if (!main) return;
    // Back or forward: where the shopper was on that entry. Anything else: the scroll to the top
    // (docs/shopper-app.md#scroll-and-keep-alive), when the screen changes (a filter that only rewrites the query
    // string keeps the place).
    const saved = navigationType === 'POP' ? memory.current.get(location.key) : undefined;
    if (saved !== undefined) {
      restoring.current = true;
      return restoreScroll(main, saved, { onEnd: () => (restoring.current = false) });
    }
    if (pathChanged) scrollToTop(main);
  }, [location.key, pathname, navigationType]);

  useEffect(() => {
    const title = handle ? t(`titles.${handle.titleKey}`) : '';
    document.title = title ? `${title} · ${t('appName')}` : t('appName');
  }, [handle, t, i18n.language]);

  return (
    <div className={`app${handle?.tabs ? ' app--with-tabs' : ''}`}>
      <ProgressBar />
      {!online && (
        <Suspense>
          <OfflineBanner />
        </Suspense>
      )}
      <main ref={container} className="app-main">
        <KeepAliveOutlet />
      </main>
      {handle?.tabs && <BottomTabs />}
    </div>
  );
}
