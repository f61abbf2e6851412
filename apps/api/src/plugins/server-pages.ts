import { hash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { DEFAULT_LANG, type LangCode, normalizeLang } from '@shop/contract/languages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { catalogueGeneration, type Db } from '../db/database.ts';
import { notModified } from './catalogue-cache.ts';
import { appFor } from './web-apps.ts';

/**
 * The shopper app's catalogue screens (home, product detail, search results, a shop, the full listing) sent already rendered with
 * their data (apps/web/src/server/render-page.tsx, built by `npm run build` into apps/web/dist-server), so a
 * phone paints the page before any JavaScript arrives. Without that build (tests of the API alone) these paths
 * get the app's empty page like any other screen.
 *
 * A page is rendered signed out, in the language of the shopper's `Local_Lang` cookie (the cookie the app itself
 * keeps, so the browser's first render matches), and is the same for every shopper: it is kept in this process
 * under the catalogue generation, the language, whether the request carries a session (the full listing is behind
 * the login: without one the browser's guard sends the shopper to log in) and the URL (like the catalogue's answers, plugins/catalogue-cache.ts:
 * an edit moves the generation, nothing expires by time), compressed once, with an ETag.
 */

interface PageRenderer {
  render(url: string, lang: LangCode, signedIn?: boolean): Promise<{ html: string } | null>;
}

interface RendererModule {
  createPageRenderer(options: {
    template: string;
    manifest: unknown;
    readAsset: (file: string) => string;
    fetchApi: (url: string, headers: Record<string, string>) => Promise<Response>;
  }): Promise<PageRenderer>;
}

interface KeptPage {
  html: string;
  brotli: Buffer;
  gzip: Buffer;
  etag: string;
}

/** Paths of the server-rendered screens (the renderer decides, from the app's routes, what it renders). */
const PAGE_PATHS = ['/home', '/detail', '/detail/*', '/searchs', '/shop/*', '/products'];

const LANG_COOKIE = 'Local_Lang';
const TOKEN_COOKIE = 'Admin-Token';

/** A cookie's value in a Cookie header, or undefined. */
function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  return cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/**
 * Whether the request carries the app's session cookie. Only the guard's decision depends on it (the full listing is
 * behind the login); the token is never read or checked here, and nothing personal is rendered either way.
 */
export function cookieSignedIn(cookieHeader: string | undefined): boolean {
  return Boolean(cookieValue(cookieHeader, TOKEN_COOKIE));
}

/** The shopper's language as the app stores it: a JSON language object in the Local_Lang cookie. */
export function cookieLang(cookieHeader: string | undefined): LangCode {
  const raw = cookieValue(cookieHeader, LANG_COOKIE);
  if (!raw) return DEFAULT_LANG;
  try {
    return normalizeLang((JSON.parse(decodeURIComponent(raw)) as { file_name?: unknown })?.file_name) ?? DEFAULT_LANG;
  } catch {
    return DEFAULT_LANG;
  }
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function keep(html: string): Promise<KeptPage> {
  const [br, gz] = await Promise.all([
    brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip(html, { level: 6 }),
  ]);
  return { html, brotli: br, gzip: gz, etag: `"${hash('sha1', html, 'base64url')}"` };
}

/** The renderer of the built app beside `webDist`, or undefined when the app was not built with it. */
async function loadRenderer(app: FastifyInstance, webDist: string): Promise<PageRenderer | undefined> {
  const bundle = path.join(webDist, '..', 'dist-server', 'render-page.js');
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!fs.existsSync(bundle) || !fs.existsSync(manifestFile)) return undefined;
  const { createPageRenderer } = (await import(pathToFileURL(bundle).href)) as RendererModule;
  return createPageRenderer({
    template: fs.readFileSync(path.join(webDist, 'index.html'), 'utf8'),
    manifest: JSON.parse(fs.readFileSync(manifestFile, 'utf8')),
    readAsset: (file) => fs.readFileSync(path.join(webDist, file), 'utf8'),
    // The app's reads answered by this process's own routes, with their cache.
    fetchApi: async (url, headers) => {
      const answer = await app.inject({ method: 'GET', url, headers });
      return new Response(new Uint8Array(answer.rawPayload), {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    },
  });
}

function send(request: FastifyRequest, reply: FastifyReply, page: KeptPage): FastifyReply {
  reply
    .header('content-type', 'text/html; charset=utf-8')
    // Revalidated on every use (a new release or a catalogue edit shows at once); the same for every shopper of
    // a language, so a shared cache may keep it by the cookie.
    .header('cache-control', 'no-cache')
    .header('vary', 'cookie, accept-encoding')
    .header('etag', page.etag);
  if (notModified(request, page.etag)) return reply.code(304).send();
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.brotli);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

export default fp<{ db: Db; webDist?: string; cache: boolean }>(
  async (app, { db, webDist, cache: cacheOn }) => {
    if (!webDist) return;
    // Loaded once the routes exist (its reads go through app.inject, which needs a ready app), without holding the
    // start up: the bundle is large (the whole app, five languages) and on a busy machine its loading outlasted
    // Fastify's ten seconds for an onReady hook. A page asked for meanwhile waits for it.
    let renderer: Promise<PageRenderer | undefined> | undefined;
    const generation = catalogueGeneration(db);
    const pages = new LRUCache<string, KeptPage, () => Promise<KeptPage | undefined>>({
      maxSize: 32 * 1024 * 1024,
      sizeCalculation: (page) => page.html.length * 2 + page.brotli.length + page.gzip.length,
      fetchMethod: (_key, _stale, { context }) => context(),
    });

    app.addHook('onReady', (done) => {
      renderer = loadRenderer(app, webDist).catch((err: unknown) => {
        app.log.error({ err }, 'the server renderer failed to load; pages are rendered in the browser');
        return undefined;
      });
      done();
    });

    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const loaded = await renderer;
      const shell = () => (app.sendAppShell?.(request, reply) ? reply : reply.callNotFound());
      if (!loaded || appFor(request.url, request.hostname) !== 'web') return shell();
      const lang = cookieLang(request.headers.cookie);
      const signedIn = cookieSignedIn(request.headers.cookie);
      const render = async () => {
        const rendered = await loaded.render(request.url, lang, signedIn);
        return rendered ? keep(rendered.html) : undefined;
      };
      try {
        const page = cacheOn
          ? await pages.fetch(`${generation.value}|${lang}|${signedIn ? 'in' : 'out'}|${request.url}`, {
              context: render,
            })
          : await render();
        return page ? send(request, reply, page) : shell();
      } catch (err) {
        // The browser can still render the page itself.
        request.log.error({ err }, 'server rendering failed');
        return shell();
      }
    };
    // Pages, not API calls: kept out of the API document.
    for (const url of PAGE_PATHS) app.get(url, { schema: { hide: true } }, handler);
  },
  { name: 'server-pages', dependencies: ['web-apps'] },
);
