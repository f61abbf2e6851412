import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { prefetchPublicConfig } from './app/public-config.ts';
import { createAppRouter } from './app/router.tsx';
import { SERVER_RENDER_ID } from './app/server-render-id.ts';
import { AppNavigateContext } from './lib/app-link.tsx';
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

const lang = session.get().setting.lang.file_name;
// The app's modules were just evaluated, in one task: the language's start gets a task of its own (a timer, not
// scheduler.yield: the shell's bytes are counted, app/hydrate.ts yields that way).
await new Promise((resolve) => setTimeout(resolve));
await initI18n(lang);
// Public settings (the merchant entry's address) are read by no first screen: later, out of the start-up's tasks.
setTimeout(prefetchPublicConfig, 3000);
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');

const app = (router: ReturnType<typeof createAppRouter>) => (
  <StrictMode>
    <AppProviders>
      <AppNavigateContext value={router.navigate}>
        {/* Navigations render at once, not as transitions: React slices a transition's render and puts it after
            any other update (a countdown's tick), and delays its commit for the new screen's pictures. At 4× CPU
            slowdown a bottom tab's screen came about 160 ms later, as a median
            (docs/shopper-app.md#taps-that-answer-at-once). */}
        <RouterProvider router={router} useTransitions={false} />
      </AppNavigateContext>
    </AppProviders>
  </StrictMode>
);

// A public catalogue page comes rendered from the server (plugins/server-pages.ts): app/hydrate.ts takes it over,
// code only such a page loads (and the server preloads). Anything else (another screen, a page the service worker
// served from its cache) is rendered here.
const hydrated =
  document.getElementById(SERVER_RENDER_ID) &&
  (await import('./app/hydrate.ts')).hydrateServerRender(rootElement, lang, app);
if (!hydrated) createRoot(rootElement).render(app(createAppRouter()));
// The signed-in tab's offline copy and event stream (app/session-services.ts), after the page's own start.
void import('./app/session-services.ts').then(({ followSignedInSession }) => followSignedInSession());
