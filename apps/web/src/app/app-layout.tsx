import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { BottomTabs } from './tab-bar.tsx';
import { KeepAliveOutlet } from './keep-alive-outlet.tsx';
import { ProgressBar } from './progress-bar.tsx';
import type { RouteHandle } from './router.tsx';
import { scrollToTop } from './scroll-to-top.ts';
import { rememberLocation } from './session-loader.ts';

/** The shell around every screen: progress bar, the scrolling app container, the bottom tabs. */
export function AppLayout() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const container = useRef<HTMLElement>(null);

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
      <main ref={container} className="app-main">
        <KeepAliveOutlet />
      </main>
      {handle?.tabs && <BottomTabs />}
    </div>
  );
}
