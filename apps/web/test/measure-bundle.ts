import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSize, initialAssets } from './bundle-budget.ts';

/** Prints the first-load sizes of /home from an existing build: `npx tsx apps/web/test/measure-bundle.ts`. */
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const { js, css } = initialAssets(dist, 'src/features/home/home-page.tsx');
console.log(
  `/home first load: JS ${(gzipSize(dist, js) / 1024).toFixed(1)} KB gzip in ${js.length} files, CSS ${(gzipSize(dist, css) / 1024).toFixed(1)} KB gzip`,
);
for (const file of js) console.log(`  ${file} ${(gzipSize(dist, [file]) / 1024).toFixed(1)} KB`);
