import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface WebAppsOptions {
  webDist?: string;
  consoleDist?: string;
}

/** Hashed assets never change under their name; HTML must always be revalidated so new builds are picked up. */
function setCacheHeaders(reply: { header(name: string, value: string): unknown }, filePath: string) {
  const hashed = /[/\\]assets[/\\]/.test(filePath);
  reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

const exists = (dir?: string): dir is string => !!dir && fs.existsSync(path.join(dir, 'index.html'));

/**
 * Serves the built shopper app at / and the console at /console from the same process as the API, with the
 * single-page fallback: any unknown GET outside /api answers the app's index.html, so deep links work.
 */
export default fp<WebAppsOptions>(
  async (app, { webDist, consoleDist }) => {
    const web = exists(webDist) ? webDist : undefined;
    const console = exists(consoleDist) ? consoleDist : undefined;
    if (web) {
      await app.register(fastifyStatic, {
        root: web,
        prefix: '/',
        index: false,
        wildcard: false,
        preCompressed: true,
        setHeaders: setCacheHeaders,
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
        setHeaders: setCacheHeaders,
      });
    }

    app.decorate('sendAppShell', (request: FastifyRequest, reply: FastifyReply): boolean => {
      if (request.method !== 'GET' || request.url.startsWith('/api')) return false;
      const isConsole = request.url === '/console' || request.url.startsWith('/console/');
      const root = isConsole ? console : web;
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
