import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tools/vite-precompress.ts';
import { reactRouterProduction } from '../../tools/vite-react-router-production.ts';
import { signedInChunk } from '../../tools/vite-signed-in-chunk.ts';

/** What a signed-in visit loads first (the frame's routes of app/routes.tsx, their strings, the dashboard), in one chunk. */
const signedIn = signedInChunk({
  root: import.meta.dirname,
  signedIn: [
    'src/app/seller-layout.tsx',
    'src/locales/signed-in.ts',
    'src/lib/me.ts',
    'src/components/shop-notice.tsx',
    'src/app/seller-page-guard.tsx',
    'src/features/dashboard/api.ts',
    'src/features/dashboard/dashboard-page.tsx',
  ],
  beforeSignIn: [
    'src/features/auth/login-page.tsx',
    'src/features/apply/apply-page.tsx',
    'src/features/apply/waiting-page.tsx',
    'src/features/auth/forgot-password-page.tsx',
  ],
});

/**
 * The seller center. `npm start` builds it into dist/, served by the API process at /seller/ and at / of any
 * `merchant.` host: the assets are addressed from /seller/, which answers on both (the router picks its basename
 * from the address at run time, src/lib/base-path.ts).
 */
export default defineConfig({
  base: '/seller/',
  plugins: [react(), reactRouterProduction(), signedIn.plugin, precompress()],
  resolve: {
    // As in the console: one React for antd, react-query and the app.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Only the libraries the first screen needs get chunks of their own, so they stay cached (served immutable)
        // across deploys. A group without the `$initial` tag would take every module it matches, those only one
        // lazily loaded page uses too (the chart library, the upload, the date pickers), into the first load: the rest is
        // split by use, with the pages that import it (docs/desk-kit.md#loading-on-use).
        codeSplitting: {
          groups: [
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component)[\\/]/, tags: ['$initial'] },
            { name: 'vendor', test: /node_modules/, tags: ['$initial'] },
            signedIn.group,
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
