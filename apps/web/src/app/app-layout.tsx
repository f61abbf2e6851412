import { onlineManager } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { BottomTabs } from './tab-bar.tsx';
import { KeepAliveOutlet } from './keep-alive-outlet.tsx';
import { ProgressBar } from './progress-bar.tsx';
import type { RouteHandle } from './router.tsx';
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

/** The shell around every screen: progress bar, offline banner, the scrolling app container, the bottom tabs. */
export function AppLayout() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const container = useRef<HTMLElement>(null);
  // The same connection state the queries follow (app/providers.tsx): offline, they show what was kept.
  const online = useSyncExternalStore(watchConnection, isOnline);

  useLayoutEffect(() => {
    if (container.current) scrollToTop(container.current);
    rememberLocation(pathname);
  }, [pathname]);

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
