import { chunkOf, firstLoad, gzipSize } from '@shop/desk/test-support/bundle-budget.ts';

/**
 * The shopper app's first-load measures: the same reading of a Vite build manifest as the desks' budgets (the kit's
 * test support), for one route. What the browser must download to show it on first load: the entry chunk, the
 * route's own chunk and every chunk they import statically, plus their CSS; gzip level 9, as served.
 */
export const initialAssets = (distDir: string, routeSource: string) => firstLoad(distDir, [routeSource]);

export { chunkOf, gzipSize };
