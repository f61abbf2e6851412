import os from 'node:os';
import { stringify } from 'csv-stringify/sync';
import sharp from 'sharp';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { createDatabase } from '../apps/api/src/db/database.ts';
import { migrateToLatest } from '../apps/api/src/db/migrate.ts';
import { seedEssentials } from '../apps/api/src/seed/seed.ts';
import { hashSecret } from '../apps/api/src/lib/password-hash.ts';
import { insertOperator } from '../apps/api/src/modules/console/operator.repo.ts';
import { CSV_COLUMNS } from '../apps/api/src/modules/seller/product-csv.ts';
import { createPostgresDatabase } from './catalogue-db.ts';

/**
 * The seller center's product CSV import (docs/domain.md#sellers-and-shops) on a fresh PostgreSQL database: a file of CSV.rows rows
 * (CSV.products products of CSV.skusPerProduct SKUs each: one specification, five sizes, five languages of title)
 * imported by a seller through the real route (in-process, app.inject: the HTTP stack's share is negligible next to
 * the saves), then exported and imported again unchanged (every product updated, nothing created). Target: the
 * 1 000-row import under 5 s.
 */
export const CSV = {
  products: 200,
  skusPerProduct: 5,
  get rows() {
    return this.products * this.skusPerProduct;
  },
  targetSeconds: 5,
};

export interface CsvBenchResult {
  rows: number;
  products: number;
  bytes: number;
  importSeconds: number;
  reimportSeconds: number;
  exportSeconds: number;
  created: number;
  updated: number;
  errors: number;
  reimport: { created: number; updated: number; errors: number };
  loadAverage: string[];
  ok: boolean;
}

const SIZES = ['XS', 'S', 'M', 'L', 'XL'];

function csvFile(pictureUrl: string, categoryId: number): string {
  const rows: string[][] = [[...CSV_COLUMNS]];
  for (let p = 0; p < CSV.products; p += 1) {
    SIZES.slice(0, CSV.skusPerProduct).forEach((size, i) => {
      const cells: Record<string, string> = {
        code: `BENCH-${p}`,
        'value1.en': size,
        price: (19.99 + i).toFixed(2),
        stock: String(50 + i),
      };
      if (i === 0) {
        Object.assign(cells, {
          category_id: String(categoryId),
          on_sale: 'true',
          'title.en': `Organic cotton tee, style ${p}`,
          'title.zh-CN': `有机棉T恤 款式${p}`,
          'title.ri': `オーガニックコットンTシャツ スタイル${p}`,
          'title.han': `유기농 면 티셔츠 스타일 ${p}`,
          'title.tai': `เสื้อยืดผ้าฝ้ายออร์แกนิก แบบ ${p}`,
          'description.en': 'Soft, breathable, pre-shrunk organic cotton.',
          images: pictureUrl,
          'spec1.en': 'Size',
          'spec1.zh-CN': '尺码',
        });
      }
      rows.push(CSV_COLUMNS.map((name) => cells[name] ?? ''));
    });
  }
  return stringify(rows);
}

export async function runCsvImportBench(log: (line: string) => void): Promise<CsvBenchResult> {
  const loadAverage = [`before ${os.loadavg()[0]?.toFixed(1)}`];
  const bench = await createPostgresDatabase(log);
  const db = createDatabase({ url: bench.url, poolSize: 10 });
  try {
    await migrateToLatest(db);
    await seedEssentials(db);
    const config = { ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), dataDir: bench.dataDir };
    const app = await buildApp({ config, db, logger: false });
    await app.ready();
    const call = async (method: 'GET' | 'POST', url: string, token: string | undefined, body?: unknown) => {
      const res = await app.inject({ method, url, headers: token ? { token } : {}, payload: body as object });
      return res.json();
    };
    const upload = async (url: string, token: string) => {
      const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#3b82f6' } })
        .png()
        .toBuffer();
      const boundary = '----bench';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      return res.json().data.url as string;
    };
    await insertOperator(db, {
      account: 'bench-op',
      password_hash: await hashSecret('bench-secret-1'),
      name: 'Bench',
      roles: ['admin'],
    });
    const op = (
      await call('POST', '/api/console/login', undefined, { account: 'bench-op', password: 'bench-secret-1' })
    ).data.token;
    const categoryId = (
      await call('POST', '/api/console/category/save', op, {
        name: { en: 'Tees' },
        icon: await upload('/api/console/upload', op),
      })
    ).data.id;
    const applied = await call('POST', '/api/seller/apply', undefined, {
      account: 'bench-seller',
      password: 'seller-secret-1',
      confirm_password: 'seller-secret-1',
      shop_name: { en: 'Bench Tees' },
      contact_name: 'Bench',
      email: 'bench@shop.example',
      mobile: '+1 555 0100',
      country: 'US',
    });
    await call('POST', '/api/console/seller_application/approve', op, { id: applied.data.id });
    const token = (
      await call('POST', '/api/seller/login', undefined, { account: 'bench-seller', password: 'seller-secret-1' })
    ).data.token;
    const text = csvFile(await upload('/api/seller/upload', token), categoryId);

    const importFile = async (csv: string) => {
      const boundary = '----benchcsv';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\nContent-Type: text/csv\r\n\r\n`,
        ),
        Buffer.from(csv, 'utf8'),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/seller/products/import',
        headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      const seconds = (performance.now() - started) / 1000;
      const data = res.json().data as { created: number; updated: number; errors: unknown[] };
      return { seconds, created: data.created, updated: data.updated, errors: data.errors.length };
    };

    log(`  importing ${CSV.rows} rows (${CSV.products} products)…`);
    const first = await importFile(text);
    loadAverage.push(`after import ${os.loadavg()[0]?.toFixed(1)}`);
    const exportStarted = performance.now();
    const exported = (await app.inject({ method: 'GET', url: '/api/seller/products/export', headers: { token } })).body;
    const exportSeconds = (performance.now() - exportStarted) / 1000;
    const again = await importFile(exported);
    loadAverage.push(`after re-import ${os.loadavg()[0]?.toFixed(1)}`);
    await app.close();
    const result: CsvBenchResult = {
      rows: CSV.rows,
      products: CSV.products,
      bytes: Buffer.byteLength(text),
      importSeconds: first.seconds,
      reimportSeconds: again.seconds,
      exportSeconds,
      created: first.created,
      updated: first.updated,
      errors: first.errors,
      reimport: { created: again.created, updated: again.updated, errors: again.errors },
      loadAverage,
      ok:
        first.seconds < CSV.targetSeconds &&
        first.created === CSV.products &&
        first.errors === 0 &&
        again.created === 0 &&
        again.updated === CSV.products &&
        again.errors === 0,
    };
    log(
      `  import ${result.importSeconds.toFixed(2)} s, re-import ${result.reimportSeconds.toFixed(2)} s, export ${result.exportSeconds.toFixed(2)} s`,
    );
    return result;
  } finally {
    await db.destroy();
    await bench.dispose();
  }
}

export function renderCsvReport(
  result: CsvBenchResult | undefined,
  meta: { command: string; started: string; postgres?: string },
): string {
  if (!result) return '# Product CSV import\n\nThe benchmark did not run (see the console output).\n';
  const cell = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  return [
    '# Product CSV import (seller center)',
    '',
    `\`${meta.command}\` · ${meta.started} · ${os.cpus().length} cores · PostgreSQL ${meta.postgres ?? '?'} · load average ${result.loadAverage.join(', ')}`,
    '',
    `A ${result.rows}-row file (${result.products} products × ${result.rows / result.products} SKUs, titles in five languages, ${(result.bytes / 1024).toFixed(0)} KB) imported by a seller through \`POST /api/seller/products/import\`, in-process; then exported and imported again unchanged.`,
    '',
    '| Step | Seconds | Created | Updated | Errors | Target |',
    '|---|---:|---:|---:|---:|---|',
    `| Import (new products) | ${result.importSeconds.toFixed(2)} | ${result.created} | ${result.updated} | ${result.errors} | < ${CSV.targetSeconds} s: ${cell(result.importSeconds < CSV.targetSeconds)} |`,
    `| Export | ${result.exportSeconds.toFixed(2)} | | | | |`,
    `| Re-import of the export | ${result.reimportSeconds.toFixed(2)} | ${result.reimport.created} | ${result.reimport.updated} | ${result.reimport.errors} | 0 created, all updated, 0 errors: ${cell(result.reimport.created === 0 && result.reimport.updated === result.products && result.reimport.errors === 0)} |`,
    '',
    'Each product is saved in its own transaction through the one product save path (the product row locked, its SKUs matched by option tuple, search columns and card figures written, the catalogue version bumped), so a bad product never blocks the others.',
    '',
  ].join('\n');
}
