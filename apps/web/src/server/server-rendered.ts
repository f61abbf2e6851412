import { prefetchProducts } from '../features/browse/products-prefetch.ts';
import { prefetchHome } from '../features/home/home-prefetch.ts';
import { prefetchDetail } from '../features/product/detail-query.ts';
import { keywordOf, prefetchSearchResults } from '../features/search/searchs-prefetch.ts';
import { prefetchShop } from '../features/shop/shop-prefetch.ts';
import { shopIdOf } from '../features/shop/shop-products.ts';
import type { PagePrefetch } from '../lib/page-prefetch.ts';

interface ServerRenderedScreen {
  /** The screen's source module, as the browser build's manifest names it (its code and styles are linked). */
  module: string;
  /** Whether this URL shows the screen itself (rather than sending the shopper elsewhere at once). */
  renders?: (url: URL) => boolean;
  /** Its reads, fetched before its one render. */
  prefetch: PagePrefetch;
}

/**
 * The screens the server renders with their data, by route path (app/route-table.ts): the public catalogue pages a
 * shopper lands on from a link, a share or a search engine. Every other screen is personal, or a form, and comes as
 * the app's empty page, rendered in the browser. Each declares what it reads beside its entry: the server fetches
 * that first, then renders the page once. docs/shopper-app.md#server-rendering-in-one-pass
 */
export const SERVER_RENDERED: Record<string, ServerRenderedScreen> = {
  '/home': { module: 'src/features/home/home-page.tsx', prefetch: prefetchHome },
  '/detail/:product?/:mer?': { module: 'src/features/product/detail-page.tsx', prefetch: prefetchDetail },
  // Without words the results screen sends the shopper to the search screen: nothing to render.
  '/searchs': {
    module: 'src/features/search/searchs-page.tsx',
    renders: (url) => keywordOf(url.searchParams) !== '',
    prefetch: prefetchSearchResults,
  },
  // An address without a shop id shows "no such shop": the browser says so itself.
  '/shop/:id?': {
    module: 'src/features/shop/shop-page.tsx',
    renders: (url) => shopIdOf(url.pathname.split('/')[2]) !== undefined,
    prefetch: prefetchShop,
  },
  // The full listing (a category's list, a sort, a price range): behind the login, so rendered only for a request
  // that carries the session's cookie (render-page.tsx); what it shows is the public catalogue all the same.
  '/products': { module: 'src/features/browse/products-page.tsx', prefetch: prefetchProducts },
};
