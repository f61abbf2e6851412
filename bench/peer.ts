import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type BenchDatabase, createPostgresDatabase, preparePostgres } from './catalogue-db.ts';
import { CONNECTIONS, type LoadResult, measureMix } from './http-load.ts';
import { benchDir, run } from './processes.ts';

/**
 * Target 5: a peer side by side. Medusa v2 is installed from npm into a temporary folder (never a dependency of the
 * project; nothing of it is committed), configured by the files this module writes (admin off, PostgreSQL, no
 * Redis: its in-memory event bus and cache), migrated and seeded with the same 1 000 products as our shop's
 * database (title, description, pictures' URLs, one variant per SKU with its price), then both store APIs are
 * measured in one interleaved run (A B A B, 3 rounds, same concurrency) with process memory at rest and under load
 * and the cold start (spawn to the first answer of /health).
 */
export const MEDUSA_VERSION = process.env.MEDUSA_VERSION || '2.21.2';
const PEER_PRODUCTS = 1000;
const ROUNDS = 3;

export interface PeerSide {
  name: string;
  coldStartSeconds: number;
  restMiB: number;
  loadMiB: number;
  /** Bytes of one list page and of one product's detail, as each answers them. */
  listBytes: number;
  detailBytes: number;
  list: LoadResult[];
  detail: LoadResult[];
}

export interface PeerResult {
  version: string;
  installSeconds: number;
  seedSeconds: number;
  products: number;
  ours?: PeerSide;
  medusa?: PeerSide;
  /** Why Medusa could not be measured, when it could not. */
  problem?: string;
}

// JavaScript, not TypeScript: Medusa loads .ts files through ts-node and @swc/core, which only its starter's dev
// dependencies bring; plain CommonJS needs nothing more than the three packages installed.
const MEDUSA_CONFIG = `const { defineConfig } = require('@medusajs/framework/utils')

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: process.env.DATABASE_URL,
    // A pool of 10 like ours (and fewer idle connections, so its migrations fit in the server's 100).
    databaseDriverOptions: { pool: { min: 0, max: 10 } },
    http: {
      storeCors: '*',
      adminCors: '*',
      authCors: '*',
      jwtSecret: 'bench-only-secret',
      cookieSecret: 'bench-only-secret',
    },
  },
  admin: { disable: true },
})
`;

const TSCONFIG = JSON.stringify(
  {
    compilerOptions: {
      target: 'ES2021',
      esModuleInterop: true,
      module: 'Node16',
      moduleResolution: 'Node16',
      emitDecoratorMetadata: true,
      experimentalDecorators: true,
      skipLibCheck: true,
      skipDefaultLibCheck: true,
      declaration: false,
      sourceMap: false,
      inlineSourceMap: true,
      outDir: './.medusa/server',
      rootDir: './',
      jsx: 'react-jsx',
      forceConsistentCasingInFileNames: true,
      resolveJsonModule: true,
      checkJs: false,
      strictNullChecks: true,
    },
    'ts-node': { swc: true },
    include: ['**/*', '.medusa/types/*'],
    exclude: ['node_modules', '.medusa/server', '.medusa/admin', '.cache'],
  },
  null,
  2,
);

/** The seed script Medusa runs (`medusa exec`): region, sales channel, publishable key, then the products. */
const SEED_SCRIPT = `const fs = require('node:fs')
const { ContainerRegistrationKeys, Modules, ProductStatus } = require('@medusajs/framework/utils')
const {
  createApiKeysWorkflow,
  createProductsWorkflow,
  createRegionsWorkflow,
  createSalesChannelsWorkflow,
  createShippingProfilesWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
} = require('@medusajs/medusa/core-flows')

module.exports.default = async function seed({ container }) {
  const products = JSON.parse(fs.readFileSync(process.env.PEER_PRODUCTS_FILE, 'utf8'))
  const { result: channels } = await createSalesChannelsWorkflow(container).run({
    input: { salesChannelsData: [{ name: 'Bench channel' }] },
  })
  await createRegionsWorkflow(container).run({
    input: { regions: [{ name: 'US', currency_code: 'usd', countries: ['us'], payment_providers: ['pp_system_default'] }] },
  })
  const fulfillment = container.resolve(Modules.FULFILLMENT)
  const profiles = await fulfillment.listShippingProfiles({ type: 'default' })
  const profile = profiles[0] ?? (await createShippingProfilesWorkflow(container).run({
    input: { data: [{ name: 'Default', type: 'default' }] },
  })).result[0]
  const { result: keys } = await createApiKeysWorkflow(container).run({
    input: { api_keys: [{ title: 'Bench', type: 'publishable', created_by: '' }] },
  })
  await linkSalesChannelsToApiKeyWorkflow(container).run({ input: { id: keys[0].id, add: [channels[0].id] } })
  for (let i = 0; i < products.length; i += 100) {
    await createProductsWorkflow(container).run({
      input: {
        products: products.slice(i, i + 100).map((p) => ({
          title: p.title,
          description: p.description,
          handle: 'p-' + p.id,
          status: ProductStatus.PUBLISHED,
          shipping_profile_id: profile.id,
          images: p.images.map((url) => ({ url })),
          options: [{ title: 'Option', values: p.skus.map((s) => s.name) }],
          variants: p.skus.map((s) => ({
            title: s.name,
            sku: 'S' + s.id,
            options: { Option: s.name },
            manage_inventory: false,
            prices: [{ amount: s.price / 100, currency_code: 'usd' }],
          })),
          sales_channels: [{ id: channels[0].id }],
        })),
      },
    })
  }
  container.resolve(ContainerRegistrationKeys.LOGGER).info('PEER_SEEDED ' + products.length)
  fs.writeFileSync(process.env.PEER_KEY_FILE, keys[0].token)
}
`;

interface PeerProduct {
  id: number;
  title: string;
  description: string;
  images: string[];
  skus: { id: number; name: string; price: number }[];
}

/** The shop's first 1 000 listed products in English, as Medusa's seed takes them. */
async function productsOf(url: string): Promise<PeerProduct[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{
      id: number;
      title: string;
      description: string;
      images: { large: string }[];
      skus: { id: number; price: string }[];
    }>(
      `select p.id, p.title->>'en' as title, p.description->>'en' as description, p.images,
         (select json_agg(json_build_object('id', k.id, 'price', k.price) order by k.id) from skus k
           where k.product_id = p.id and k.retired_at is null) as skus
       from products p where p.listed order by p.id limit $1`,
      [PEER_PRODUCTS],
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      images: row.images.map((image) => new URL(image.large, 'http://127.0.0.1/').toString()),
      skus: (row.skus ?? []).map((sku, index) => ({
        id: sku.id,
        name: `Option ${index + 1}`,
        price: Number(sku.price),
      })),
    }));
  } finally {
    await client.end();
  }
}

/** Resident memory of a process and its children (MiB), from /proc. */
function rssMiB(pid: number): number {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    try {
      const children = fs.readFileSync(`/proc/${pids[i]}/task/${pids[i]}/children`, 'utf8').trim();
      if (children) pids.push(...children.split(/\s+/).map(Number));
    } catch {
      // gone
    }
  }
  let kib = 0;
  for (const p of pids) {
    try {
      const match = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'));
      kib += Number(match?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return kib / 1024;
}

interface Started {
  child: ChildProcess;
  url: string;
  coldStartSeconds: number;
  stop(): Promise<void>;
}

/** Starts a server and waits until `health` answers 200: the cold start. */
async function startUntilHealthy(
  command: string,
  args: string[],
  options: { cwd: string; env: Record<string, string | undefined>; port: number; health: string; timeoutS: number },
): Promise<Started> {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = started + options.timeoutS * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode}: ${output.slice(-1500)}`);
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`no answer from ${options.health} within ${options.timeoutS} s: ${output.slice(-1500)}`);
    }
    const ok = await fetch(url + options.health)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    child,
    url,
    coldStartSeconds: (performance.now() - started) / 1000,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve(undefined);
        }, 8000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve(undefined);
        });
      });
    },
  };
}

function freePort(): number {
  return 20000 + Math.floor(Math.random() * 20000);
}

/** Samples a process tree's memory while `body` runs; answers the largest. */
async function peakDuring<T>(pid: number, body: () => Promise<T>): Promise<{ value: T; peakMiB: number }> {
  let peak = rssMiB(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid));
  }, 250);
  try {
    return { value: await body(), peakMiB: peak };
  } finally {
    clearInterval(timer);
  }
}

export async function runPeer(log: (line: string) => void, duration: number): Promise<PeerResult> {
  const result: PeerResult = { version: MEDUSA_VERSION, installSeconds: 0, seedSeconds: 0, products: 0 };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-peer-medusa-'));
  let ourDb: BenchDatabase | undefined;
  let medusaDb: BenchDatabase | undefined;
  const stops: (() => Promise<void>)[] = [];
  try {
    ourDb = await preparePostgres(PEER_PRODUCTS, log, { fresh: true });
    const products = await productsOf(ourDb.url!);
    result.products = products.length;
    fs.writeFileSync(path.join(dir, 'products.json'), JSON.stringify(products));
    fs.writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify(
        {
          name: 'shop-bench-medusa-peer',
          private: true,
          dependencies: {
            '@medusajs/medusa': MEDUSA_VERSION,
            '@medusajs/framework': MEDUSA_VERSION,
            '@medusajs/cli': MEDUSA_VERSION,
          },
        },
        null,
        2,
      ),
    );
    fs.writeFileSync(path.join(dir, 'medusa-config.js'), MEDUSA_CONFIG);
    fs.writeFileSync(path.join(dir, 'tsconfig.json'), TSCONFIG);
    fs.mkdirSync(path.join(dir, 'src/scripts'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'src/scripts/seed.js'), SEED_SCRIPT);

    log(`  installing Medusa ${MEDUSA_VERSION} from npm into ${dir}`);
    const installStarted = performance.now();
    await run('npm', ['install', '--no-audit', '--no-fund', '--legacy-peer-deps', '--loglevel=error'], { cwd: dir });
    result.installSeconds = (performance.now() - installStarted) / 1000;

    medusaDb = await createPostgresDatabase(log);
    const env = {
      DATABASE_URL: medusaDb.url,
      NODE_ENV: 'production',
      PEER_PRODUCTS_FILE: path.join(dir, 'products.json'),
      PEER_KEY_FILE: path.join(dir, 'key.txt'),
    };
    const cli = path.join(dir, 'node_modules/@medusajs/cli/cli.js');
    const seedStarted = performance.now();
    await run(process.execPath, [cli, 'db:migrate'], { cwd: dir, env: { ...process.env, ...env } });
    await run(process.execPath, [cli, 'exec', './src/scripts/seed.js'], { cwd: dir, env: { ...process.env, ...env } });
    result.seedSeconds = (performance.now() - seedStarted) / 1000;
    const key = fs.readFileSync(path.join(dir, 'key.txt'), 'utf8').trim();

    const medusaPort = freePort();
    const medusa = await startUntilHealthy(process.execPath, [cli, 'start'], {
      cwd: dir,
      // Its request log off, as ours is in the benchmark (LOG_LEVEL=error).
      env: { ...env, PORT: String(medusaPort), LOG_LEVEL: 'error' },
      port: medusaPort,
      health: '/health',
      timeoutS: 300,
    });
    stops.push(medusa.stop);
    const ourPort = freePort();
    const ours = await startUntilHealthy(process.execPath, ['--import', 'tsx', 'serve.ts'], {
      cwd: benchDir,
      env: { ...ourDb.serverEnv(), CATALOGUE_CACHE: 'off', BENCH_PORT: String(ourPort), NODE_ENV: 'production' },
      port: ourPort,
      health: '/api/health',
      timeoutS: 120,
    });
    stops.push(ours.stop);

    const headers = { 'x-publishable-api-key': key };
    const medusaIds = (
      (await (await fetch(`${medusa.url}/store/products?limit=1000&fields=id`, { headers })).json()) as {
        products: { id: string }[];
      }
    ).products.map((p) => p.id);
    const pages = Math.ceil(products.length / 10);
    const listPaths = {
      ours: Array.from({ length: pages }, (_, i) => `/api/goods/list?sort=newest&page=${i + 1}&limit=10`),
      medusa: Array.from({ length: pages }, (_, i) => `/store/products?limit=10&offset=${i * 10}`),
    };
    const detailPaths = {
      ours: products.map((p) => `/api/goods/detail?id=${p.id}`),
      medusa: medusaIds.map((id) => `/store/products/${id}`),
    };
    const sides = {
      ours: { server: ours, headers: {}, side: side('ours', ours) },
      medusa: { server: medusa, headers, side: side(`Medusa ${MEDUSA_VERSION}`, medusa) },
    };
    for (const name of ['ours', 'medusa'] as const) {
      const { server, headers: h, side: s } = sides[name];
      s.restMiB = rssMiB(server.child.pid!);
      const size = async (p: string) => (await (await fetch(server.url + p, { headers: h })).arrayBuffer()).byteLength;
      s.listBytes = await size(listPaths[name][1]!);
      s.detailBytes = await size(detailPaths[name][1]!);
    }
    for (let round = 1; round <= ROUNDS; round++) {
      for (const name of ['medusa', 'ours'] as const) {
        const { server, headers: h, side: s } = sides[name];
        const measured = await peakDuring(server.child.pid!, async () => {
          s.list.push(
            await measureMix(`${s.name} list (round ${round})`, server.url, listPaths[name], duration, log, {
              headers: h,
            }),
          );
          s.detail.push(
            await measureMix(`${s.name} detail (round ${round})`, server.url, detailPaths[name], duration, log, {
              headers: h,
            }),
          );
        });
        s.loadMiB = Math.max(s.loadMiB, measured.peakMiB);
      }
    }
    result.ours = sides.ours.side;
    result.medusa = sides.medusa.side;
  } catch (err) {
    result.problem = err instanceof Error ? err.message.slice(0, 1500) : String(err);
    log(`  peer: ${result.problem}`);
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    await medusaDb?.dispose().catch(() => undefined);
    await ourDb?.dispose().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return result;
}

function side(name: string, server: Started): PeerSide {
  return {
    name,
    coldStartSeconds: server.coldStartSeconds,
    restMiB: 0,
    loadMiB: 0,
    listBytes: 0,
    detailBytes: 0,
    list: [],
    detail: [],
  };
}

export { CONNECTIONS as PEER_CONNECTIONS };
