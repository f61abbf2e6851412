import { normalizeKeyword } from '../features/catalogue/search-history.ts';

interface ServerRenderedScreen {
  /** The screen's source module, as the browser build's manifest names it (its code and styles are linked). */
  module: string;
  /** Whether this URL shows the screen itself (rather than sending the shopper elsewhere at once). */
  renders?: (url: URL) => boolean;
}

/**
 * The screens the server renders with their data, by route path: the public catalogue pages a shopper lands on
 * from a link, a share or a search engine. Every other screen is personal, or a form, and comes as the app's empty
 * page, rendered in the browser.
 */
export const SERVER_RENDERED: Record<string, ServerRenderedScreen> = {
  '/home': { module: 'src/features/catalogue/home-page.tsx' },
  '/detail/:product?/:mer?': { module: 'src/features/catalogue/detail-page.tsx' },
  // Without words the results screen sends the shopper to the search screen: nothing to render.
  '/searchs': {
    module: 'src/features/catalogue/searchs-page.tsx',
    renders: (url) => normalizeKeyword(url.searchParams.get('keyword') ?? '') !== '',
  },
};
