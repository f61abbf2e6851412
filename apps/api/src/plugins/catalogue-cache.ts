import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import xxhash from 'xxhash-wasm';
import type { CatalogueGeneration } from '../db/catalogue-changes.ts';
import { catalogueGeneration, type Db } from '../db/database.ts';
import type { ReadSource, ReplicaReads } from '../db/replica-reads.ts';
import { countCatalogueRead } from '../lib/metrics.ts';

/**
 * Public catalogue reads (lists, detail, search, shops, categories, banners) as shared, cacheable answers
 * (docs/architecture.md#caches):
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
 * With a replica (DATABASE_REPLICA_URL) the shared answer is computed there when the replica provably holds the
 * generation it is cached under, else on the primary (db/replica-reads.ts decides, and says why that is correct);
 * the personal fields always read the primary. `x-catalogue-read` tells where an answer was read (sent only when a
 * replica is configured).
 */

export const CATALOGUE_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=5';

interface CachedAnswer {
  data: unknown;
  /**
   * The JSON text, kept and sent as a string: Node writes a string body and the headers in one `write`, a Buffer
   * body as a second chunk of a `writev` (measured: the detail read's API CPU per request, against the ceiling line).
   */
  body: string;
  etag: string;
  source: ReadSource;
}

/** Computes the shared answer with the database handle it is given (the replica's or the primary's). */
type Compute = (db: Db) => Promise<unknown>;

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

/**
 * The strong ETag of an answer's exact bytes: xxHash64 of the JSON text, 16 hex digits. A validator needs no
 * cryptographic digest, only one that two different answers of the same URL do not share; xxHash64 (WebAssembly)
 * takes 0.7 µs for a 4 KB list page where node:crypto's SHA-1 took 2.6 µs, and every read computes one when the
 * in-process cache is off or misses.
 */
const { h64ToString } = await xxhash();

/** The answer's bytes are made by the route's own serializer (its response schema), as a fresh answer's would be. */
function answerOf(reply: FastifyReply, data: unknown, msg: string, source: ReadSource): CachedAnswer {
  const body = String(reply.serialize({ code: 1, msg, data }));
  return { data, body, etag: `"${h64ToString(body)}"`, source };
}

/** If-None-Match holds this ETag (or `*`); compared weakly, as RFC 9110 asks for this header. */
export function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

export default fp<{ db: Db; enabled: boolean; replica?: ReplicaReads }>(
  async (app, { db, enabled, replica }) => {
    const generation: CatalogueGeneration = catalogueGeneration(db);
    const cache = new LRUCache<string, CachedAnswer, () => Promise<CachedAnswer>>({
      // Bounded by bytes (the JSON kept twice: parsed for personal answers, serialized for shared ones; a string
      // takes up to two bytes a letter).
      maxSize: 64 * 1024 * 1024,
      sizeCalculation: (answer) => answer.body.length * 4 + 64,
      fetchMethod: (_key, _stale, { context }) => context(),
    });

    /** The shared answer computed now, under the generation `current` was read at. */
    async function computeAnswer(reply: FastifyReply, compute: Compute, current: number): Promise<CachedAnswer> {
      const { value, source } = replica
        ? await replica.read(current, compute)
        : { value: await compute(db), source: 'primary' as const };
      countCatalogueRead(source);
      return answerOf(reply, value, reply.request.t('success.ok'), source);
    }

    /** The shared answer, and how the cache served it (`x-catalogue-cache`: hit, inflight, miss, or off). */
    async function shared(request: FastifyRequest, reply: FastifyReply, compute: Compute): Promise<CachedAnswer> {
      // The generation is read before the database is: the answer is at least as new as it (see replica-reads.ts).
      const current = generation.value;
      if (!enabled) {
        reply.header('x-catalogue-cache', 'off');
        return computeAnswer(reply, compute, current);
      }
      const key = `${current}|${request.lang}|${request.url}`;
      const status: LRUCache.Status<string, CachedAnswer, () => Promise<CachedAnswer>> = {};
      const answer = await cache.fetch(key, { context: () => computeAnswer(reply, compute, current), status });
      reply.header(
        'x-catalogue-cache',
        status.fetch === 'hit' ? 'hit' : status.fetch === 'inflight' ? 'inflight' : 'miss',
      );
      return answer ?? (await computeAnswer(reply, compute, current));
    }

    app.decorateReply(
      'catalogue',
      async function (this: FastifyReply, compute: Compute, options?: CatalogueAnswerOptions) {
        const request = this.request;
        const answer = await shared(request, this, compute);
        // Where the answer was read matters only when it could be a replica; without one it is always the primary.
        if (replica) this.header('x-catalogue-read', answer.source);
        const shopper = request.session?.actor === 'shopper' ? request.session.subjectId : undefined;
        const personalize = options?.personalize;
        this.header('vary', personalize ? 'lang, token' : 'lang');
        if (personalize && shopper !== undefined) {
          this.header('cache-control', 'private, no-cache');
          return this.ok(await personalize(answer.data, shopper));
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
