import type { QueryClient } from '@tanstack/react-query';
import { createContext, type LoaderFunctionArgs, RouterContextProvider } from 'react-router';
import type { DeskSession } from '../session/session.ts';

/** What a route starts reading: its page's queries, each started with `queryClient.prefetchQuery(options)`. */
export type RouteReads = (queryClient: QueryClient) => void;

/**
 * The desk's query cache as route loaders see it (the router's context). A router made without it (a test's memory
 * router) starts nothing, and its pages read as they render.
 */
export const queryClientContext = createContext<QueryClient | null>(null);

/** The router's `getContext` that hands loaders the desk's query cache. */
export function withQueryClient(queryClient: QueryClient): () => RouterContextProvider {
  return () => {
    const context = new RouterContextProvider();
    context.set(queryClientContext, queryClient);
    return context;
  };
}

/**
 * Starts a page's reads from its route's loader, beside the download of its code (React Router runs a route's
 * loader and its `lazy` together), instead of after the code has arrived and the frame and page have rendered. The
 * loader does not wait for them: the page shows its own loading and errors as before, and a read the page then
 * asks for is the one already under way (the desk's cache keeps answers fresh for 30 s). `load` imports the options
 * on use, so the route table carries none of the pages' schemas; a failed read stays in the cache for the page to show.
 */
export function startReads({ context }: LoaderFunctionArgs, load: () => Promise<RouteReads>): null {
  const queryClient = context instanceof RouterContextProvider ? context.get(queryClientContext) : null;
  if (queryClient)
    void load().then(
      (reads) => reads(queryClient),
      // The page's own import of the same code reports a failed download.
      () => undefined,
    );
  return null;
}

/**
 * `startReads` for a page behind sign-in. A route's loaders all run at once, so a page's runs beside the signed-in
 * frame's session check: without the desk's token it starts nothing, and the frame sends the visitor to sign in.
 */
export function startSignedInReads(
  session: Pick<DeskSession, 'getToken'>,
  args: LoaderFunctionArgs,
  load: () => Promise<RouteReads>,
): null {
  return session.getToken() ? startReads(args, load) : null;
}
