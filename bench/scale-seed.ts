import pg from 'pg';
import { loadConfig } from '../apps/api/src/config.ts';
import { createDatabase } from '../apps/api/src/db/database.ts';
import { migrateToLatest } from '../apps/api/src/db/migrate.ts';
import { DiskPictureStore } from '../apps/api/src/lib/disk-picture-store.ts';
import { seedDemoCatalogue } from '../apps/api/src/seed/demo/seed-catalogue.ts';
import { seedEssentials } from '../apps/api/src/seed/seed.ts';
import { uploadsDir } from '../apps/api/src/uploads-dir.ts';
import { DEFAULT_PG_URL } from './catalogue-db.ts';

/**
 * The catalogues of the cost curve (`--only scale`): one PostgreSQL database per size, `shop_bench_scale_<size>`,
 * kept between runs. Seeding through the app (`npm run seed -- --products N`) saves one product at a time and took
 * most of a 100 000-product run; here the demo catalogue is written by the app (migrations, essentials, the
 * hand-written products in five languages with their SKUs, pictures and search columns), and the rest are
 * variants of those products written by set-based SQL: one INSERT … SELECT … FROM generate_series per batch for
 * the products and their `product_search` copy, one for their SKUs. A variant is what the app's synthetic seed
 * (synthetic-catalogue.ts) makes of a demo product: a model code such as "K4821" after its title in every language,
 * its own price factor, stock, sales, age and (one time in two) another shop; its search columns are the template's
 * with the code's words and grams added, as searchColumns (search-text.ts) would write them.
 *
 * A marker table records the seeder's version, the size and the last migration: a later run reuses the database
 * when they match (`--reseed` forces a new one) and seeds it afresh when they do not.
 */

/** Bump when what the seeder writes changes: databases of another version are seeded again. */
export const SCALE_SEED_VERSION = 1;
/** Rows per INSERT … SELECT: large enough that per-statement costs vanish, small enough to report progress. */
const BATCH = 50_000;
/** As synthetic-catalogue.ts: the SKUs of a variant are the first six of its template's. */
const MAX_SKUS = 6;
/** The secondary indexes dropped before the bulk load and built after it (a build sorts once, an insert per row). */
const BULK_TABLES = ['products', 'product_search', 'skus'];

export interface ScaleDatabase {
  name: string;
  url: string;
  products: number;
  /** Whether this run seeded it (else it was reused). */
  seededNow: boolean;
  /** Seconds the seeding took, this run's or the recorded one of the run that seeded it. */
  seedSeconds: number;
  seededAt: string;
  /** pg_database_size, bytes. */
  bytes: number;
}

/** 10000 → 10k, 1000000 → 1m: the database's name suffix. */
export function sizeLabel(size: number): string {
  if (size >= 1_000_000 && size % 1_000_000 === 0) return `${size / 1_000_000}m`;
  if (size >= 1_000 && size % 1_000 === 0) return `${size / 1_000}k`;
  return String(size);
}

function urlOf(name: string): { admin: string; url: string } {
  const admin = process.env.DATABASE_URL || DEFAULT_PG_URL;
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { admin, url: url.toString() };
}

async function withClient<T>(url: string, body: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await body(client);
  } finally {
    await client.end();
  }
}

interface Marker {
  version: number;
  products: number;
  migration: string;
  seed_seconds: number;
  seeded_at: Date;
}

/** The marker of a database seeded to the end, or undefined (no such database, no marker, an interrupted seed). */
async function readMarker(admin: string, name: string, url: string): Promise<Marker | undefined> {
  const exists = await withClient(admin, (client) =>
    client.query('select 1 from pg_database where datname = $1', [name]),
  );
  if (!exists.rowCount) return undefined;
  return withClient(url, async (client) => {
    const table = await client.query(`select to_regclass('bench_scale_seed') as t`);
    if (!table.rows[0]?.t) return undefined;
    const { rows } = await client.query<Marker>('select * from bench_scale_seed');
    return rows[0];
  });
}

async function latestMigration(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ name: string }>('select max(name) as name from kysely_migration');
  return rows[0]?.name ?? '';
}

async function sessionsOn(admin: string, name: string): Promise<number> {
  return withClient(admin, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    return rows[0]?.n ?? 0;
  });
}

/** How long a run waits for another run's seed of the same size to finish before it gives up. */
const WAIT_FOR_OTHER_SEED_MS = 50 * 60_000;

/**
 * The database's marker; when it has none yet while sessions use it, another run is seeding it (a seed of 1 000 000
 * products takes most of an hour on two cores): wait for that seed's marker instead of dropping its work.
 */
async function markerAfterOtherSeed(
  admin: string,
  name: string,
  url: string,
  log: (line: string) => void,
): Promise<Marker | undefined> {
  const waitStarted = performance.now();
  for (let round = 0; ; round++) {
    const marker = await readMarker(admin, name, url);
    if (marker || (await sessionsOn(admin, name)) === 0) return marker;
    const waited = performance.now() - waitStarted;
    if (waited > WAIT_FOR_OTHER_SEED_MS)
      throw new Error(`${name}: another run has been seeding it for longer than this run waits`);
    if (round % 10 === 0)
      log(`  ${name}: another run is seeding it, waiting for its marker (${(waited / 60_000).toFixed(0)} min)`);
    await new Promise((resolve) => setTimeout(resolve, 30_000));
  }
}

/**
 * Whether the database's schema is this checkout's: migrating it applies nothing. A migration applied now may have
 * changed what a product needs (a new column, a rewritten search layout), so the caller seeds afresh.
 */
async function schemaIsCurrent(url: string): Promise<boolean> {
  const db = createDatabase({ url, poolSize: 1 });
  try {
    return (await migrateToLatest(db)).length === 0;
  } finally {
    await db.destroy();
  }
}

export async function prepareScaleDatabase(
  size: number,
  options: { reseed: boolean; dataDir: string; log: (line: string) => void },
): Promise<ScaleDatabase> {
  const { log } = options;
  const name = `shop_bench_scale_${sizeLabel(size)}`;
  const { admin, url } = urlOf(name);
  const marker = options.reseed ? undefined : await markerAfterOtherSeed(admin, name, url, log);
  const matches = marker?.version === SCALE_SEED_VERSION && Number(marker.products) === size;
  if (matches && (await schemaIsCurrent(url))) {
    const bytes = await databaseSize(admin, name);
    log(`  ${name}: reusing (${size.toLocaleString('en-US')} products, seeded ${marker.seeded_at.toISOString()})`);
    return {
      name,
      url,
      products: size,
      seededNow: false,
      seedSeconds: Number(marker.seed_seconds),
      seededAt: marker.seeded_at.toISOString(),
      bytes,
    };
  }
  if (marker)
    log(
      matches
        ? `  ${name}: migrations were added since it was seeded`
        : `  ${name}: marker of another seed (version ${marker.version}, ${marker.products} products)`,
    );
  const started = performance.now();
  await withClient(admin, async (client) => {
    // Only the databases this seeder names (shop_bench_scale_…) are ever dropped.
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  log(`  ${name}: created, seeding ${size.toLocaleString('en-US')} products`);
  await seedDemo(url, options.dataDir, log);
  await growCatalogue(url, size, log, started);
  await withClient(url, async (client) => {
    const seedSeconds = (performance.now() - started) / 1000;
    await client.query(
      `create table bench_scale_seed (version int not null, products int not null, migration text not null,
        seed_seconds double precision not null, seeded_at timestamptz not null default now())`,
    );
    await client.query(
      'insert into bench_scale_seed (version, products, migration, seed_seconds) values ($1, $2, $3, $4)',
      [SCALE_SEED_VERSION, size, await latestMigration(client), seedSeconds],
    );
    await client.query(`comment on database ${name} is 'bench scale seed v${SCALE_SEED_VERSION}, ${size} products'`);
  });
  const seedSeconds = (performance.now() - started) / 1000;
  const bytes = await databaseSize(admin, name);
  log(
    `  ${name}: ${size.toLocaleString('en-US')} products in ${seedSeconds.toFixed(0)} s, ${(bytes / 2 ** 20).toFixed(0)} MiB`,
  );
  return { name, url, products: size, seededNow: true, seedSeconds, seededAt: new Date().toISOString(), bytes };
}

async function databaseSize(admin: string, name: string): Promise<number> {
  return withClient(admin, async (client) => {
    const { rows } = await client.query<{ n: string }>('select pg_database_size($1) as n', [name]);
    return Number(rows[0]?.n ?? 0);
  });
}

/** Migrations, essentials and the demo catalogue, through the app's own code. */
async function seedDemo(url: string, dataDir: string, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  const db = createDatabase({ url, poolSize: 4 });
  try {
    await migrateToLatest(db);
    await seedEssentials(db);
    const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
    const pictures = new DiskPictureStore(uploadsDir(config), { error: (_details, message) => log(`  ${message}`) });
    const demo = await seedDemoCatalogue({ db, pictures });
    log(`  demo catalogue: ${demo} products (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  } finally {
    await db.destroy();
  }
}

/**
 * A pseudo-random number in [0, 1) for variant `g` and stream `k`, the same on every run (hashint8 is PostgreSQL's
 * own integer hash), so two seeds of one size write the same catalogue.
 */
const rand = (g: string, k: number | string) =>
  `((hashint8(${g}::bigint * 16 + ${k}) & 2147483647)::float8 / 2147483648)`;

/**
 * Products `base + 1 + g` for g from $1 to $2, variants of template g mod $3, shops drawn from $4, with their
 * product_search copy in the same statement (what the row trigger would write).
 */
export function variantStatement(base: number): string {
  return `with variant as (
          select g, t.*, v.model, v.factor,
            case when ${rand('g', 1)} < 0.5 then t.shop_id
              else ($4::int[])[1 + floor(${rand('g', 2)} * cardinality($4::int[]))::int] end as variant_shop,
            floor(${rand('g', 3)} * ${rand('g', 4)} * 30000)::int as variant_sales,
            now() - ${rand('g', 5)} * interval '365 days' as created
          from generate_series($1::int, $2::int) as g
            join bench_scale_templates t on t.t = g % $3
            cross join lateral (select chr(65 + g % 26) || (1000 + (g::bigint * 7919) % 9000)::text as model,
              0.6 + ${rand('g', 6)} * 0.9 as factor) as v
        ),
        made as (
          insert into products (id, shop_id, category_id, title, description, images, specs, price, stock, sales,
            code, search_text, search_grams, search_latin, created_at, updated_at)
          overriding system value
          select ${base} + 1 + g, variant_shop, category_id,
            (select jsonb_object_agg(key, value || ' ' || model) from jsonb_each_text(title)),
            description, images, specs, figures.price, figures.stock, variant_sales, 'S' || g,
            replace(search_text, E' \\n', ' ' || lower(model) || E' \\n'),
            search_grams || array(
              select gram from (
                select substr(lower(model), i, n) as gram
                from generate_series(1, 4) as i, (values (2), (3)) as len(n) where i + n - 1 <= 5
              ) as grams where gram <> all(search_grams)),
            search_latin || ' ' || lower(model), created, created
          from variant
            cross join lateral (
              select min(greatest(50, round(s.price * factor / 10) * 10 - 1))::bigint as price,
                sum(floor(${rand('g', '(7 + s.k)')} * 500))::int as stock
              from bench_scale_template_skus s where s.t = variant.t
            ) as figures
          returning id, listed, sales, search_text, search_grams
        )
        insert into product_search (product_id, listed, sales, search_text, search_grams)
        select id, listed, sales, search_text, search_grams from made`;
}

/** The SKUs of those products: the first SKUs of each template at the variant's price factor. */
export function skuStatement(base: number): string {
  return `insert into skus (product_id, options, price, stock)
        select ${base} + 1 + g, s.options, greatest(50, round(s.price * v.factor / 10) * 10 - 1)::bigint,
          floor(${rand('g', '(7 + s.k)')} * 500)::int
        from generate_series($1::int, $2::int) as g
          cross join lateral (select 0.6 + ${rand('g', 6)} * 0.9 as factor) as v
          join bench_scale_template_skus s on s.t = g % $3
        order by g, s.k`;
}

/** Connections that load batches and build indexes side by side: the machine's two cores. */
const WORKERS = 2;

/**
 * The variants, from the demo products, up to `size` products in all, loaded by WORKERS connections taking batches
 * in turn; then the indexes (the grams' GIN index, the longest build by far, on one connection while the others are
 * built on the second), the shops' figures and statistics.
 */
async function growCatalogue(url: string, size: number, log: (line: string) => void, started: number): Promise<void> {
  const at = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
  const clients = await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`set maintenance_work_mem = '1GB'`);
      return client;
    }),
  );
  const client = clients[0]!;
  try {
    // The templates, in unlogged tables every worker reads: each listed demo product numbered from 0, and the first
    // MAX_SKUS of its SKUs. The grams are stored uncompressed (storage plain, and rebuilt so no compressed copy is
    // kept): each variant tests its model's grams against them, which on the compressed copy decompressed it for
    // every test (1.5 s of a 10 000-product batch).
    await client.query('drop table if exists bench_scale_templates, bench_scale_template_skus');
    await client.query(`
      create unlogged table bench_scale_templates as
      select (row_number() over (order by id) - 1)::int as t, id, shop_id, category_id, title, description, images,
        specs, search_text, search_grams, search_latin
      from products where listed with no data`);
    await client.query('alter table bench_scale_templates alter column search_grams set storage plain');
    await client.query(`
      insert into bench_scale_templates
      select (row_number() over (order by id) - 1)::int, id, shop_id, category_id, title, description, images, specs,
        search_text, array(select unnest(search_grams)), search_latin
      from products where listed`);
    await client.query(`
      create unlogged table bench_scale_template_skus as
      select t.t, s.k, s.options, s.price
      from bench_scale_templates t
        cross join lateral (
          select options, price, row_number() over (order by id) as k from skus
          where product_id = t.id and retired_at is null order by id limit ${MAX_SKUS}
        ) as s`);
    await client.query('create index on bench_scale_template_skus (t)');
    await client.query('analyze bench_scale_templates');
    await client.query('analyze bench_scale_template_skus');
    const { rows: counts } = await client.query<{ templates: number; existing: number; base: number }>(`
      select (select count(*)::int from bench_scale_templates) as templates,
        (select count(*)::int from products) as existing, (select coalesce(max(id), 0)::int from products) as base`);
    const { templates, existing, base } = counts[0]!;
    if (!templates) throw new Error('the demo catalogue wrote no listed product to copy');
    const missing = size - existing;
    const shops = await client.query<{ ids: number[] }>(
      'select array_agg(id order by id) as ids from shops where active',
    );
    const shopIds = shops.rows[0]?.ids ?? [];

    // Indexes after the load: their definitions as PostgreSQL reports them, dropped now and created again below.
    // Those that back a constraint (primary keys) stay: the foreign key checks of SKUs and copies need them.
    const { rows: indexes } = await client.query<{ name: string; def: string }>(
      `select i.indexname as name, i.indexdef as def from pg_indexes i
       where i.schemaname = 'public' and i.tablename = any($1)
         and not exists (select 1 from pg_constraint c where c.conindid = to_regclass(i.indexname))`,
      [BULK_TABLES],
    );
    if (missing > 0) {
      for (const index of indexes) await client.query(`drop index ${index.name}`);
      // The row trigger that copies each product into product_search: the batch writes the copy itself, in the
      // same statement (the trigger would run its insert … on conflict once per row).
      await client.query('alter table products disable trigger products_search_insert');
    }
    try {
      let next = 0;
      await Promise.all(
        clients.map(async (worker) => {
          for (let from = next; from < missing; from = next) {
            next = from + BATCH;
            const to = Math.min(missing, next) - 1;
            const batchStarted = performance.now();
            await worker.query(variantStatement(base), [from, to, templates, shopIds]);
            await worker.query(skuStatement(base), [from, to, templates]);
            log(
              `  products ${(existing + from + 1).toLocaleString('en-US')}–${(existing + to + 1).toLocaleString('en-US')} (${at()}, batch ${((performance.now() - batchStarted) / 1000).toFixed(1)} s)`,
            );
          }
        }),
      );
    } finally {
      if (missing > 0) await client.query('alter table products enable trigger products_search_insert');
    }
    await client.query('drop table bench_scale_templates, bench_scale_template_skus');
    if (missing > 0) {
      await client.query(`select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))`);
      const build = async (worker: pg.Client, list: typeof indexes) => {
        for (const index of list) {
          const indexStarted = performance.now();
          await worker.query(index.def);
          log(`  index ${index.name} (${((performance.now() - indexStarted) / 1000).toFixed(1)} s, ${at()})`);
        }
      };
      const longest = indexes.filter((index) => index.name === 'product_search_grams_idx');
      await Promise.all([
        build(clients[1] ?? client, longest),
        build(
          client,
          indexes.filter((index) => !longest.includes(index)),
        ),
      ]);
    }
    // The shops' figures from their products (refreshShopFigures, in one pass instead of one per shop), and a new
    // catalogue generation, as a bulk edit through the app would leave them.
    await client.query(`
      update shops set sales = coalesce(f.sales, 0), total_sales = coalesce(f.total, 0)
      from shops s left join (
        select shop_id, sum(sales)::int as sales, sum(sales::bigint * price) as total from products group by shop_id
      ) as f on f.shop_id = s.id
      where shops.id = s.id`);
    await client.query('update catalogue_version set version = version + 1');
    // Statistics for the planner, and the visibility map that the search's index-only walks need.
    await Promise.all([
      client.query('vacuum analyze products'),
      (clients[1] ?? client).query('vacuum analyze product_search'),
    ]);
    for (const table of ['skus', 'shops']) await client.query(`vacuum analyze ${table}`);
    log(`  indexes, shop figures, vacuum analyze done (${at()})`);
  } finally {
    await Promise.all(clients.map((one) => one.end()));
  }
}
