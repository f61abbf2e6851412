import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tools/vite-precompress.ts';

/**
 * The seller center. `npm start` builds it into dist/, served by the API process at /seller/ and at / of any
 * `merchant.` host: the assets are addressed from /seller/, which answers on both (the router picks its basename
 * from the address at run time, src/lib/base-path.ts).
 */
export default defineConfig({
  base: '/seller/',
  plugins: [react(), precompress()],
  resolve: {
    // As in the console: one React for antd, react-query and the app.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    manifest: true,
    target: 'es2022',
    // The antd chunk is ~760 kB minified (~245 kB gzip) and cached immutably; the limit sits just above it.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the seller center's own code: in their own chunks they stay cached.
        codeSplitting: {
          groups: [
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component)[\\/]/ },
            { name: 'vendor', test: /node_modules/ },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
