import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LANG, LANG_CODES, type LangCode, localeOf } from '@shop/contract/languages';
import { type Query, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import i18next, { type i18n as I18n, type ResourceKey } from 'i18next';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { ServerRender } from '../app/hydrate.ts';
import { appRoutes, type RouteHandle } from '../app/router.tsx';
import { antdLocales } from '../lib/antd-locale.ts';
import { applyLocalePluralRules, localeBundles, NAMESPACES } from '../lib/i18n.ts';
import { setRequestTransport } from '../lib/request.ts';
import { renderSignedOut } from '../lib/session.ts';
import { type ClientManifest, imagePreload, screenAssets } from './asset-links.ts';
import { firstEagerImage, pageDocument } from './page-document.ts';
import { SERVER_RENDERED } from './server-rendered.ts';

/**
 * The first view of the public catalogue screens (home, product detail, search results), rendered on the server
 * with its data so that the phone paints it before any JavaScript runs; the browser then hydrates it
 * (app/hydrate.ts). Pages are rendered signed out: nothing personal is ever in this HTML, so it can be shared by
 * every shopper and cached by anyone. The signed-in parts (cart badge, hearts) follow in the browser.
 *
 * Rendering is synchronous (renderToString), so the few process-wide settings a render reads (the signed-out
 * session's language, antd-mobile's locale) are set right before it and cannot leak into another page's render.
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

/** How many times a page is rendered at most: each render may reveal reads that depend on an earlier one. */
const MAX_RENDERS = 3;

interface Language {
  i18n: I18n;
  antdLocale: unknown;
}

/** One translation instance per language, every namespace loaded: a render never waits for texts. */
async function loadLanguage(lang: LangCode, english: Record<string, ResourceKey>): Promise<Language> {
  const [bundle, antdLocale] = await Promise.all([localeBundles[lang](), antdLocales[lang]()]);
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: LANG_CODES,
    ns: NAMESPACES,
    defaultNS: 'common',
    resources: { [DEFAULT_LANG]: english, [lang]: bundle.default },
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  applyLocalePluralRules(i18n);
  return { i18n, antdLocale: (antdLocale as { default: unknown }).default };
}

const isEnabled = (query: Query) => {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
};

/** Reads a render asked for and nobody has started: the next render needs their answers. */
const waitingReads = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && isEnabled(q));

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

  const english = (await localeBundles[DEFAULT_LANG]()).default;
  const languages = Object.fromEntries(
    await Promise.all(LANG_CODES.map(async (lang) => [lang, await loadLanguage(lang, english)] as const)),
  ) as Record<LangCode, Language>;

  // The app's reads go to the API in-process, in the language of the page they are for.
  const pageLang = new AsyncLocalStorage<LangCode>();
  setRequestTransport((url, init) => {
    // Signed out, whatever the request client holds: the page is the same for every shopper.
    const { token: _token, ...headers } = init.headers as Record<string, string>;
    return fetchApi(url, { ...headers, lang: pageLang.getStore() ?? DEFAULT_LANG });
  });

  const handler = createStaticHandler(appRoutes());

  /**
   * The page at `url` in `lang`, or null when it is not one the server renders (or it could not be rendered
   * completely: a read failed, the guard redirected), so the caller sends the app's empty page instead.
   */
  async function render(url: string, lang: LangCode): Promise<RenderedPage | null> {
    const location = new URL(url, 'http://shop');
    const context = await handler.query(new Request(location));
    if (context instanceof Response) return null;
    const screen = context.matches[context.matches.length - 1]?.route;
    const rendered = screen?.path !== undefined ? SERVER_RENDERED[`/${screen.path}`] : undefined;
    if (!screen || !rendered || context.errors || rendered.renders?.(location) === false) return null;

    const language = languages[lang];
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    const router = createStaticRouter(handler.dataRoutes, context);
    const page = (): ReactElement => (
      <I18nextProvider i18n={language.i18n}>
        <QueryClientProvider client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </I18nextProvider>
    );
    const renderNow = () => {
      renderSignedOut(lang);
      setDefaultConfig({ locale: language.antdLocale as never });
      return renderToString(page());
    };

    let markup = '';
    await pageLang.run(lang, async () => {
      for (let pass = 1; pass <= MAX_RENDERS; pass += 1) {
        markup = renderNow();
        const waiting = waitingReads(client);
        if (waiting.length === 0) return;
        await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
      }
      markup = renderNow();
    });
    // A read that failed (or a page still waiting after every pass) would hydrate into a different screen: the
    // browser renders that page itself instead.
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
