import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { prefetchPublicConfig } from './app/public-config.ts';
import { createAppRouter } from './app/router.tsx';
import { initI18n } from './lib/i18n.ts';
import { session } from './lib/session.ts';

/**
 * A new release's service worker takes over open pages at once, and the old release's chunks go with the old one:
 * a screen of this page that was not loaded yet would fail. Load the new release instead (at most once a minute,
 * and not offline, where a reload cannot help).
 */
window.addEventListener('vite:preloadError', (event) => {
  const last = Number(sessionStorage.getItem('shop.reloadedAt') ?? 0);
  if (navigator.onLine === false || Date.now() - last < 60_000) return;
  sessionStorage.setItem('shop.reloadedAt', String(Date.now()));
  event.preventDefault();
  location.reload();
});

await initI18n(session.get().setting.lang.file_name);
prefetchPublicConfig();
const router = createAppRouter();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');
createRoot(rootElement).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
