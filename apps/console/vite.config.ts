import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tools/vite-precompress.ts';

/** The operator console. `npm start` builds it into dist/, served by the API process at /console/. */
export default defineConfig({
  base: '/console/',
  plugins: [react(), precompress()],
  resolve: {
    // npm installed React 18 in the root node_modules (as a peer of antd and antd-mobile) while this app has React 19
    // in its own node_modules; without dedupe antd and react-query would load the root copy and hooks would break.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    manifest: true,
    target: 'es2022',
    // The antd chunk is ~760 kB minified (~245 kB gzip) for the components used, and is cached immutably; the
    // limit sits just above it so real growth is still reported.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the console's own code: in their own chunks they stay cached
        // (served immutable) across deploys.
        codeSplitting: {
          groups: [
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component)[\\/]/ },
            // The chart library, imported only by the dashboard's lazily loaded chart: without a group of its own it
            // would land in the vendor chunk that every page loads.
            { name: 'charts', test: /node_modules[\\/]uplot[\\/]/ },
            { name: 'vendor', test: /node_modules/ },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
