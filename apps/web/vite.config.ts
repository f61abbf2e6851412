import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { localeBundles } from '../../tools/vite-locale-bundles.ts';
import { precompress } from '../../tools/vite-precompress.ts';

/** The shopper app. `npm start` builds it into dist/, served by the API process at /. */
export default defineConfig(() => ({
  plugins: [
    react(),
    localeBundles({
      localesDir: fileURLToPath(new URL('./src/locales', import.meta.url)),
      messagesDir: fileURLToPath(new URL('../../packages/contract/src/messages', import.meta.url)),
      bundledEnglish: ['common'],
    }),
    precompress(),
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
              // small shared chunks the bundler would otherwise cut. antd-mobile stays out: screens load it.
              name: 'shell',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/]|apps[\\/]web[\\/]src[\\/]app[\\/]|apps[\\/]web[\\/]src[\\/]components[\\/](nav-bar|page|empty-state|shell-icons)|apps[\\/]web[\\/]src[\\/]lib[\\/](?!toast-impl|antd-|form-rules|countries|cart|date-time|idempotent-attempts|copy-text)|packages[\\/]contract[\\/]src[\\/]languages/,
            },
            {
              // Home's own code and the query hooks it shares with most screens, as one chunk: a dozen tiny
              // chunks cost more bytes (and requests) on the first load than their content.
              name: 'home',
              test: /apps[\\/]web[\\/]src[\\/](features[\\/]catalogue[\\/](home-page|api|catalogue-image|product-card|shop-card)\.tsx?$|components[\\/]pull-list)|@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/](useBaseQuery|useQuery|useInfiniteQuery|queryOptions|infiniteQueryOptions|QueryErrorResetBoundary|IsRestoringProvider|errorBoundaryUtils|suspense)\.js/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
}));
