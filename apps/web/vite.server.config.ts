import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { localeBundles } from '../../tools/vite-locale-bundles.ts';

/**
 * The shopper app's server renderer (src/server/render-page.tsx): one Node module in dist-server/, which the API
 * loads to send home, product detail and search results already rendered with their data. Everything it imports
 * is bundled (no resolution at run time; antd-mobile's CSS imports are dropped, the browser build has them).
 * `npm run build` makes it after the browser build, whose manifest it reads at run time.
 */
export default defineConfig({
  plugins: [
    react(),
    localeBundles({
      localesDir: fileURLToPath(new URL('./src/locales', import.meta.url)),
      messagesDir: fileURLToPath(new URL('../../packages/contract/src/messages', import.meta.url)),
      // The server keeps every namespace of every language; English common comes from its bundle too.
      bundledEnglish: [],
    }),
  ],
  ssr: { noExternal: true },
  publicDir: false,
  build: {
    ssr: 'src/server/render-page.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    // Stack traces of a failed render point at the source.
    sourcemap: true,
    minify: false,
    rolldownOptions: { output: { entryFileNames: 'render-page.js', codeSplitting: false } },
  },
});
