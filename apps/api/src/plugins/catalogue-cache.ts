import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { CatalogueGeneration } from '../db/catalogue-changes.ts';
import { catalogueGeneration, type Db } from '../db/database.ts';

/**
 * Public catalogue reads (lists, detail, search, shops, categories, banners) as shared, cacheable answers
 * (DESIGN §7 "Freshness"):
 *   - in this process, the finished answer (its JSON bytes and ETag) is kept under the catalogue generation, the
 *     language and the URL, and concurrent requests for the same answer wait for one computation (lru-cache's
 *     `fetch` coalesces them). Nothing expires by time: a change to the catalogue moves the generation, and older
 *     answers are never served again (they age out of the LRU);
 *   - outside, `Cache-Control: public, max-age=5, stale-while-revalidate=5` (10 s in all) and a strong ETag answered
 *     with 304 let a browser, a reverse proxy or a CDN absorb repeats.
 * Personal fields (a product's `hearted`, a shop's `followed`) are never in the shared answer: a request with a live
 * shopper session gets the shared data with its own fields added, marked `private, no-cache`.
 * `CATALOGUE_CACHE=off` turns the in-process part off (every read computes; the headers stay): benchmarks use it
 * to measure the reads themselves.
 */

export const CATALOGUE_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=5';

interface CachedAnswer {
  data: unknown;
  body: Buffer;
  etag: string;
}

type Compute = () => Promise<unknown>;

export interface CatalogueAnswerOptions {
  /** Adds the shopper's own fields to a copy of the shared data; used only when the request has a shopper session. */
  personalize?: (data: unknown, shopperId: number) => Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Answers a public catalogue read from the shared cache (computing it with `compute` on a miss), with
     * Cache-Control, ETag and 304; see plugins/catalogue-cache.ts.
     */
    catalogue(compute: Compute, options?: CatalogueAnswerOptions): Promise<FastifyReply>;
  }
}

function answerOf(data: unknown, msg: string): CachedAnswer {
  const body = Buffer.from(JSON.stringify({ code: 1, msg, data }));
  return { data, body, etag: `"${hash('sha1', body, 'base64url')}"` };
}

/** If-None-Match holds this ETag (or `*`); compared weakly, as RFC 9110 asks for this header. */
function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

export default fp<{ db: Db; enabled: boolean }>(
  async (app, { db, enabled }) => {
    const generation: CatalogueGeneration = catalogueGeneration(db);
    const cache = new LRUCache<string, CachedAnswer, () => Promise<CachedAnswer>>({
      // Bounded by bytes (the JSON kept twice: parsed for personal answers, serialized for shared ones).
      maxSize: 64 * 1024 * 1024,
      sizeCalculation: (answer) => answer.body.length * 2 + 64,
      fetchMethod: (_key, _stale, { context }) => context(),
    });

    async function shared(request: FastifyRequest, compute: Compute): Promise<{ answer: CachedAnswer; how: string }> {
      const computeAnswer = async () => answerOf(await compute(), request.t('success.ok'));
      if (!enabled) {
        return { answer: await computeAnswer(), how: 'off' };
      }
      const key = `${generation.value}|${request.lang}|${request.url}`;
      const status: LRUCache.Status<string, CachedAnswer, () => Promise<CachedAnswer>> = {};
      const answer = await cache.fetch(key, { context: computeAnswer, status });
      const how = status.fetch === 'hit' ? 'hit' : status.fetch === 'inflight' ? 'inflight' : 'miss';
      return { answer: answer ?? (await computeAnswer()), how };
    }

    app.decorateReply(
      'catalogue',
      async function (this: FastifyReply, compute: Compute, options: CatalogueAnswerOptions = {}) {
        const request = this.request;
        const { answer, how } = await shared(request, compute);
        this.header('x-catalogue-cache', how);
        const shopper = request.session?.actor === 'shopper' ? request.session.subjectId : undefined;
        if (options.personalize) this.header('vary', 'lang, token');
        else this.header('vary', 'lang');
        if (options.personalize && shopper !== undefined) {
          this.header('cache-control', 'private, no-cache');
          return this.ok(await options.personalize(answer.data, shopper));
        }
        this.header('cache-control', CATALOGUE_CACHE_CONTROL);
        this.header('etag', answer.etag);
        if (notModified(request, answer.etag)) return this.code(304).send();
        return this.header('content-type', 'application/json; charset=utf-8').send(answer.body);
      },
    );
  },
  { name: 'catalogue-cache', dependencies: ['i18n', 'envelope'] },
);
