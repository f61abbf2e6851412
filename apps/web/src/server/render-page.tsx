import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LANG, type LangCode, localeOf } from '@shop/contract/languages';
import { type Query, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  type LoaderFunctionArgs,
  replace,
  StaticRouterProvider,
} from 'react-router';
import { decideNavigation } from '../app/guard.ts';
import type { ServerRender } from '../app/hydrate.ts';
import { appRoutes, type RouteHandle } from '../app/router.tsx';
import { AppNavigateContext } from '../lib/app-link.tsx';
import { setRequestTransport } from '../lib/request.ts';
import { RenderedSessionContext, signedOutSession } from '../lib/session.ts';
import { type ClientManifest, imagePreload, screenAssets } from './asset-links.ts';
import { firstEagerImage, pageDocument } from './page-document.ts';
import { PRERENDER_OPTIONS } from './prerender-options.ts';
import { loadPageLanguages } from './page-languages.ts';
import { SERVER_RENDERED } from './server-rendered.ts';

/**
 * The first view of the catalogue screens (home, product detail, search results, a shop, the full listing),
 * rendered on the server with its data so that the phone paints it before any JavaScript runs; the browser then
 * hydrates it (app/hydrate.ts). Pages are rendered signed out: nothing personal is ever in this HTML, so it can be
 * shared by every shopper of a language. The signed-in parts (cart badge, hearts, a shop's follow button) follow in
 * the browser. The one thing a session changes is whether the guard lets a screen be shown at all: the full listing
 * is behind the login, so it is rendered for a request that carries the session's cookie, never for one without.
 *
 * One pass: the screen's reads (declared beside its entry in server-rendered.ts) are fetched first, then the page
 * is rendered once. Everything a render depends on is its own, handed down through providers: its query cache, its
 * language's translations and antd-mobile texts, its signed-out session. Nothing is set in a module per request,
 * so renders of different pages and languages can run side by side. docs/shopper-app.md#server-rendering-in-one-pass
 */

/** Answers the app's API reads in-process: the API's own routes, as the browser would call them. */
export type ApiFetch = (url: string, headers: Record<string, string>) => Promise<Response>;

export interface PageRendererOptions {
  /** dist/index.html of the browser build: the page every render fills. */
  template: string;
  /** dist/.vite/manifest.json of the same build: which files a screen needs. */
  manifest: ClientManifest;
  /** The text of a file of the browser build (its stylesheets are inlined into the page). */
  readAsset: (file: string) => string;
  fetchApi: ApiFetch;
}

export interface RenderedPage {
  html: string;
}

/** The browser's code that takes over a rendered page (main.tsx loads it only for such a page). */
const HYDRATION_MODULE = 'src/app/hydrate.ts';

const isEnabled = (query: Query) => {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
};

/** The server's links are only rendered: the browser's hydration gives the app's links its router to follow. */
const renderOnly = () => undefined;

/** Whether the request behind a render carries a session: the server's guard reads it off the render's Request. */
const SIGNED_IN_HEADER = 'x-shop-signed-in';

/**
 * The session guard as the server runs it: the browser's decision (app/guard.ts) on whether the request carries a
 * session, without reading or checking the session itself (the browser does that when it takes the page over, and
 * a session that has ended sends the shopper to the login page as on any screen).
 */
function serverGuard({ request }: LoaderFunctionArgs) {
  const signedIn = request.headers.get(SIGNED_IN_HEADER) === '1';
  const decision = decideNavigation(new URL(request.url).pathname, signedIn);
  if (decision.action === 'redirect') throw replace(decision.to);
  return null;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export async function createPageRenderer({ template, manifest, readAsset, fetchApi }: PageRendererOptions) {
  // What index.html loads itself: its styles go first into every page, its modules need no preload.
  const entry = screenAssets(manifest, ['index.html']);
  const entryFiles = new Set([...entry.js, ...entry.css]);
  const styleText = new Map<string, string>();
  const stylesOf = (files: string[]) =>
    files.map((file) => {
      if (!styleText.has(file)) styleText.set(file, readAsset(file));
      return { href: `/${file}`, text: styleText.get(file)! };
    });

  const languages = await loadPageLanguages();

  // The app's reads go to the API in-process, in the language of the page they are for (set once, for the process;
  // the language comes from the request's own async context).
  const pageLang = new AsyncLocalStorage<LangCode>();
  setRequestTransport((url, init) => {
    // Signed out, whatever the request client holds: the page is the same for every shopper.
    const { token: _token, ...headers } = init.headers as Record<string, string>;
    return fetchApi(url, { ...headers, lang: pageLang.getStore() ?? DEFAULT_LANG });
  });

  const handler = createStaticHandler(appRoutes(serverGuard));

  /**
   * The page at `url` in `lang`, or null when it is not one the server renders (or it could not be rendered
   * completely: a read failed, the guard redirected), so the caller sends the app's empty page instead.
   * `signedIn`: the request carries the session's cookie (only the guard's decision depends on it).
   */
  async function render(url: string, lang: LangCode, signedIn = false): Promise<RenderedPage | null> {
    const location = new URL(url, 'http://shop');
    const context = await handler.query(
      new Request(location, { headers: signedIn ? { [SIGNED_IN_HEADER]: '1' } : {} }),
    );
    if (context instanceof Response) return null;
    const match = context.matches[context.matches.length - 1];
    const screen = match?.route;
    const rendered = screen?.path !== undefined ? SERVER_RENDERED[`/${screen.path}`] : undefined;
    if (!screen || !rendered || context.errors || rendered.renders?.(location) === false) return null;

    const language = languages[lang];
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    await pageLang.run(lang, () =>
      rendered.prefetch(client, { params: match!.params, search: location.searchParams }, lang),
    );

    const router = createStaticRouter(handler.dataRoutes, context);
    // prerender (react-dom/static) rather than renderToString: within its one pass it waits for the code of a lazy
    // part the page shows (the empty state's picture, Home's Deals strip), where renderToString would leave that part
    // to the browser.
    const { prelude } = await prerender(
      <I18nextProvider i18n={language.i18n}>
        <ConfigProvider locale={language.antdLocale as never}>
          <RenderedSessionContext.Provider value={signedOutSession(lang)}>
            <QueryClientProvider client={client}>
              <AppNavigateContext value={renderOnly}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </AppNavigateContext>
            </QueryClientProvider>
          </RenderedSessionContext.Provider>
        </ConfigProvider>
      </I18nextProvider>,
      PRERENDER_OPTIONS,
    );
    const markup = await new Response(prelude).text();
    // A read that failed, or one the render asked for that its screen did not declare, would hydrate into a
    // different screen: the browser renders that page itself instead.
    const queries = client.getQueryCache().getAll();
    if (queries.some((q) => q.state.status !== 'success' && isEnabled(q))) return null;

    const handle = screen.handle as RouteHandle | undefined;
    const t = language.i18n.t;
    const screenTitle = handle ? t(`titles.${handle.titleKey}`) : '';
    const state: ServerRender = {
      lang,
      path: location.pathname,
      loaderData: context.loaderData,
      queries: queries.map((q) => ({ key: q.queryKey, data: q.state.data })).filter(({ data }) => data !== undefined),
    };
    const assets = screenAssets(manifest, [rendered.module, HYDRATION_MODULE, `virtual:locale-bundle/${lang}`]);
    const html = pageDocument(template, {
      lang: localeOf(lang),
      title: escapeHtml(screenTitle ? `${screenTitle} · ${t('appName')}` : t('appName')),
      styles: stylesOf([...new Set([...entry.css, ...assets.css])]),
      head: imagePreload(firstEagerImage(markup)),
      modules: assets.js.filter((file) => !entryFiles.has(file)),
      markup,
      state,
    });
    return { html };
  }

  return { render };
}

export type PageRenderer = Awaited<ReturnType<typeof createPageRenderer>>;
