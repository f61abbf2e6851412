import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tools/vite-precompress.ts';
import { reactRouterProduction } from '../../tools/vite-react-router-production.ts';

/**
 * The seller center. `npm start` builds it into dist/, served by the API process at /seller/ and at / of any
 * `merchant.` host: the assets are addressed from /seller/, which answers on both (the router picks its basename
 * from the address at run time, src/lib/base-path.ts).
 */
export default defineConfig({
  base: '/seller/',
  plugins: [react(), reactRouterProduction(), precompress()],
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
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
