import type { LangCode } from '@shop/contract/languages';
import type { QueryClient } from '@tanstack/react-query';

/** The address of a page being rendered on the server: its route's params and its query string. */
export interface PageAddress {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/**
 * What a server-rendered screen reads, fetched into the page's query cache before its one render: the same query
 * options (keys and reads) its components use, in the order they ask for them, so the render finds every answer
 * and the browser's first render hydrates onto the same cache. docs/shopper-app.md#server-rendering-in-one-pass
 */
export type PagePrefetch = (queryClient: QueryClient, page: PageAddress, lang: LangCode) => Promise<void>;
