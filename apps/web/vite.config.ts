import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tools/vite-precompress.ts';

/** The shopper app. `npm start` builds it into dist/, served by the API process at /. */
export default defineConfig(({ mode }) => ({
  plugins: [react(), precompress()],
  build: {
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
    chunkSizeWarningLimit: 200,
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            {
              // What every first page needs, as one chunk: one request and better compression than the dozen
              // small shared chunks the bundler would otherwise cut. antd-mobile stays out: screens load it.
              name: 'shell',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/]|apps[\\/]web[\\/]src[\\/]app[\\/]|apps[\\/]web[\\/]src[\\/]components[\\/](nav-bar|page|empty-state|shell-icons)|apps[\\/]web[\\/]src[\\/]lib[\\/](?!toast-impl|antd-|form-rules|countries)|packages[\\/]contract[\\/]src[\\/]languages/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
}));
