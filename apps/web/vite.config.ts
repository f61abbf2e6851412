import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { localeBundles } from '../../tools/vite-locale-bundles.ts';
import { precompress } from '../../tools/vite-precompress.ts';
import { reactRouterProduction } from '../../tools/vite-react-router-production.ts';
import { BYPASS_SCRIPT, navigationDenylist, serviceWorkerBypass } from '../../tools/vite-service-worker.ts';

const BRAND = '#ff5000';

/** The shopper app. `npm start` builds it into dist/, served by the API process at /. */
export default defineConfig(() => ({
  plugins: [
    react(),
    reactRouterProduction(),
    localeBundles({
      localesDir: fileURLToPath(new URL('./src/locales', import.meta.url)),
      messagesDir: fileURLToPath(new URL('../../packages/contract/src/messages', import.meta.url)),
      bundledEnglish: ['common'],
    }),
    precompress(),
    serviceWorkerBypass(),
    // The installable app and its service worker (Workbox's generateSW: no worker code of ours):
    // docs/shopper-app.md#the-service-worker.
    VitePWA({
      // A new release takes over on the next navigation: the new worker skips waiting and claims the open pages, so
      // the next page load (or a reload after a chunk of the old release went missing, main.tsx) gets the new shell.
      // A prompt would leave a shopper on an old release until they accept it; waiting without skipWaiting would keep
      // the old one until every tab of the shop closed, which on a phone may be days.
      registerType: 'autoUpdate',
      // index.html registers the worker itself, once the page's own start is over (the plugin's would register at
      // the load event, when a server-rendered page's code starts: the install's downloads slowed that start).
      injectRegister: false,
      manifest: {
        id: '/home',
        name: 'Shop',
        short_name: 'Shop',
        description: 'Shop cross-border: hot products and shops, paid from your balance.',
        lang: 'en',
        start_url: '/home',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: BRAND,
        background_color: '#f5f5f5',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Every file of the app: a screen opened offline has its code and every language its texts (58 KB of the
        // 470 KB brotli). A new release downloads only the files whose hashed name changed. The .gz/.br copies of
        // tools/vite-precompress.ts are the same files again, and the worker's helper script is not app code.
        globPatterns: ['**/*.{js,css,html,svg}'],
        globIgnores: ['**/*.gz', '**/*.br', BYPASS_SCRIPT],
        importScripts: [BYPASS_SCRIPT],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: navigationDenylist(),
        // No runtime caching at all: API answers (personal data) and uploads never enter the worker's caches.
        runtimeCaching: [],
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
    // Every browser we support preloads modules natively; the polyfill would only add bytes to the first load.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 200,
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            {
              // What every first page needs, as one chunk: one request and better compression than the dozen
              // small shared chunks the bundler would otherwise cut. antd-mobile stays out: screens load it, and
              // so does the hydration of a server-rendered page (app/hydrate.ts: only such a page loads it), and
              // the signed-in tab's services (app/session-services.ts) load after the start-up.
              // The lib/ modules named in the lookahead are used by some screens only, and stay with them (the live
              // stream and what features share of the chat load with the first session or screen, not the first page).
              name: 'shell',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/]|apps[\\/]web[\\/]src[\\/]app[\\/](?!hydrate\.|session-services\.)|apps[\\/]web[\\/]src[\\/]components[\\/](nav-bar|page|empty-state|shell-icons)|apps[\\/]web[\\/]src[\\/]lib[\\/](?!catalogue[\\/]|toast-impl|antd-|form-rules|countries|country-search|merchant-url|client-error-report|cart|date-time|idempotent-attempts|copy-text|last-seen|on-first-interaction|lazy-part\.|live-|chat\.)|packages[\\/]contract[\\/]src[\\/]languages/,
            },
            {
              // Home's own code and the query hooks it shares with most screens, as one chunk: a dozen tiny
              // chunks cost more bytes (and requests) on the first load than their content.
              name: 'home',
              test: /apps[\\/]web[\\/]src[\\/](features[\\/]home[\\/]home-page\.tsx$|lib[\\/]catalogue[\\/](api|catalogue-image|product-card|shop-card)\.tsx?$|components[\\/]pull-list)|@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/](useBaseQuery|useQuery|useInfiniteQuery|queryOptions|infiniteQueryOptions|QueryErrorResetBoundary|IsRestoringProvider|errorBoundaryUtils|suspense)\.js/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
}));
