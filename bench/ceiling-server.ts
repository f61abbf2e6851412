import type { AddressInfo } from 'node:net';
import { productCardDto, productDetailDto } from '@shop/contract/catalogue';
import { envelope, listOf } from '@shop/contract/validation';
import Fastify from 'fastify';
import pg from 'pg';
import { answerSerializerCompiler } from '../apps/api/src/lib/answers.ts';
import { HAND_WRITTEN_SESSIONS } from '../apps/api/src/db/database.ts';
import { toProductCard } from '../apps/api/src/modules/catalogue/catalogue-dto.ts';
import {
  PRODUCT_DETAIL_STATEMENT,
  type ProductDetailRow,
  productCountStatement,
  productPageStatement,
  type Statement,
} from '../apps/api/src/modules/catalogue/catalogue-read.repo.ts';
import type { ProductCardRow, ProductOrder } from '../apps/api/src/modules/catalogue/catalogue.repo.ts';
import { TOTAL_CAP } from '../apps/api/src/modules/catalogue/catalogue.repo.ts';
import { productDetailOf } from '../apps/api/src/modules/catalogue/product.service.ts';

/**
 * The ceiling line of target 1: the least a Fastify + pg server can do to answer the same bytes as the shop's
 * goods/list and goods/detail (English, no session): no plugins, no hooks, no validation, no services, no cache of
 * answers; the shop's own best statements as named prepared statements, and its DTO mapping and serializer (Fastify's
 * fast-json-stringify from the contract's response schema, which writes the fields in the schema's order) so the
 * bytes are equal (run.ts compares them before measuring), in sessions set as the shop's are for them (generic plans,
 * no sequential scans). A list's `total` is kept per filter for 5 s, as it was measured by hand.
 * Environment: DATABASE_URL, DATABASE_POOL_SIZE (10). Prints `BENCH_LISTENING <port>`.
 */
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE || 10),
  options: HAND_WRITTEN_SESSIONS,
});
pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1700, (value) => Number(value));
const run = async <R>(statement: Statement) => (await pool.query({ ...statement })).rows as R[];
const MSG = 'Success';
/** The shop's serializer of a route's answer (lib/answers.ts), compiled once from the contract's schema. */
const serializerOf = (schema: unknown) =>
  answerSerializerCompiler({ schema, method: 'GET', url: '', httpStatus: '200' } as Parameters<
    typeof answerSerializerCompiler
  >[0]) as (answer: unknown) => string;
const listAnswer = serializerOf(envelope(listOf(productCardDto)));
const detailAnswer = serializerOf(envelope(productDetailDto));

const counts = new Map<string, { n: number; at: number }>();
async function total(filters: { categoryId?: number }): Promise<number> {
  const key = JSON.stringify(filters);
  const kept = counts.get(key);
  if (kept && performance.now() - kept.at < 5000) return kept.n;
  const [row] = await run<{ n: number }>(productCountStatement(filters, TOTAL_CAP));
  counts.set(key, { n: row?.n ?? 0, at: performance.now() });
  return row?.n ?? 0;
}

const app = Fastify({ logger: false });
app.get('/api/goods/list', async (request, reply) => {
  const query = request.query as Record<string, string | undefined>;
  const page = Number(query.page ?? 1);
  const limit = Number(query.limit ?? 10);
  const filters = query.category_id ? { categoryId: Number(query.category_id) } : {};
  const sort = (query.sort ?? 'sales') as ProductOrder;
  const rows = await run<ProductCardRow>(productPageStatement('en', filters, sort, limit, (page - 1) * limit));
  const count = page === 1 && rows.length < limit ? rows.length : await total(filters);
  reply.header('content-type', 'application/json; charset=utf-8');
  return listAnswer({ code: 1, msg: MSG, data: { list: rows.map(toProductCard), total: count, page, limit } });
});
app.get('/api/goods/detail', async (request, reply) => {
  const id = Number((request.query as { id?: string }).id);
  const [row] = await run<ProductDetailRow>({
    name: 'goods_detail',
    text: PRODUCT_DETAIL_STATEMENT,
    values: [id, 'en'],
  });
  reply.header('content-type', 'application/json; charset=utf-8');
  if (!row) return reply.code(404).send('{}');
  return detailAnswer({ code: 1, msg: MSG, data: { ...productDetailOf(row, 'en'), hearted: false } });
});

await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`BENCH_LISTENING ${(app.server.address() as AddressInfo).port}`);
const close = () =>
  void app
    .close()
    .then(() => pool.end())
    .finally(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);
