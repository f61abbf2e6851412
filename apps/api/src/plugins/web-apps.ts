import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface WebAppsOptions {
  webDist?: string;
  consoleDist?: string;
  sellerDist?: string;
}

/**
 * Files in an app's assets/ carry their content's hash in their name, so they never change: cached for a year.
 * Everything else is revalidated on every use, so a new release is picked up at once: index.html, and the shopper
 * app's service worker (sw.js, workbox-*.js, sw-bypass.js), web app manifest and icons, whose names never change.
 * Only the assets/ folder of the app counts, not a folder of that name higher up the disk.
 */
export function cacheHeadersFor(root: string) {
  return (reply: { header(name: string, value: string): unknown }, filePath: string) => {
    const hashed = path.relative(root, filePath).split(/[/\\]/)[0] === 'assets';
    reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  };
}

/** Paths that name a file the apps could serve, never a screen. */
const FILE_EXTENSION =
  /\.(?:ico|png|jpe?g|gif|webp|avif|svg|js|mjs|css|map|json|txt|xml|woff2?|ttf|webmanifest|html?)$/i;

const exists = (dir?: string): dir is string => !!dir && fs.existsSync(path.join(dir, 'index.html'));

/** The seller center answers at / of a `merchant.` host (the shop's /filter opens merchant.<host>/login: MERCHANT_URL in docs/operations.md#configuration). */
export function isMerchantHost(hostname: string): boolean {
  return hostname.toLowerCase().startsWith('merchant.');
}

const under = (url: string, prefix: string) =>
  url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);

/** Which app answers a page request: the console, the seller center, or the shop. */
export function appFor(url: string, hostname: string): 'console' | 'seller' | 'web' {
  if (under(url, '/console')) return 'console';
  if (under(url, '/seller') || isMerchantHost(hostname)) return 'seller';
  return 'web';
}

/**
 * Serves the built shopper app at /, the console at /console and the seller center at /seller (and at / of any
 * `merchant.` host) from the same process as the API, with the single-page fallback: any unknown GET outside /api
 * answers its app's index.html, so deep links work.
 */
export default fp<WebAppsOptions>(
  async (app, { webDist, consoleDist, sellerDist }) => {
    const web = exists(webDist) ? webDist : undefined;
    const console = exists(consoleDist) ? consoleDist : undefined;
    const seller = exists(sellerDist) ? sellerDist : undefined;
    if (web) {
      await app.register(fastifyStatic, {
        root: web,
        prefix: '/',
        index: false,
        wildcard: false,
        preCompressed: true,
        setHeaders: cacheHeadersFor(web),
      });
    }
    if (console) {
      await app.register(fastifyStatic, {
        root: console,
        prefix: '/console/',
        index: false,
        wildcard: false,
        preCompressed: true,
        decorateReply: !web,
        setHeaders: cacheHeadersFor(console),
      });
    }

    if (seller) {
      await app.register(fastifyStatic, {
        root: seller,
        prefix: '/seller/',
        index: false,
        wildcard: false,
        preCompressed: true,
        decorateReply: !web && !console,
        setHeaders: cacheHeadersFor(seller),
      });
    }

    app.decorate('sendAppShell', (request: FastifyRequest, reply: FastifyReply): boolean => {
      if (request.method !== 'GET' || request.url.startsWith('/api')) return false;
      // A missing file (/favicon.ico, an old release's chunk) is a 404, not the app. By its extension: a screen's
      // path may end in a dot and digits (a refund's amount, /refund/…/12.50).
      if (FILE_EXTENSION.test(request.url.split('?')[0]!)) return false;
      const roots = { console, seller, web };
      const root = roots[appFor(request.url, request.hostname)];
      if (!root) return false;
      reply.header('Cache-Control', 'no-cache').sendFile('index.html', root);
      return true;
    });
  },
  { name: 'web-apps' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers an unknown GET with the matching app's index.html; false when it is not an app path. */
    sendAppShell?(request: FastifyRequest, reply: FastifyReply): boolean;
  }
}
