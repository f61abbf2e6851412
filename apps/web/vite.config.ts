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
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
}));
