import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { freePort } from '../multi-process.ts';

/**
 * The real API as a child process for the fault tests (docs/operations.md#faults-the-shop-survives): built and started as `npm run serve` does, on a database
 * and port of the test's own, killed and restarted at will on the same port, with every way it ended on record.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** The built entry, as `npm run serve` runs it (dist/ is ignored by git); a restart then takes a second, not ten. */
const SERVER_BUNDLE = path.join(repoRoot, 'apps/api/dist/faults-server.js');

let bundled: Promise<void> | undefined;
/** Bundles apps/api/src/server.ts once per test run, with the options of apps/api's `build` script. */
function bundleServer(): Promise<void> {
  bundled ??= build({
    entryPoints: [path.join(repoRoot, 'apps/api/src/server.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    alias: { '@shop/contract': path.join(repoRoot, 'packages/contract/src') },
    outfile: SERVER_BUNDLE,
    logLevel: 'warning',
  }).then(() => undefined);
  return bundled;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class ApiUnderTest {
  readonly url: string;
  /** How each run of the process ended (signal or exit code), in order; a live one is not listed. */
  readonly endings: string[] = [];
  #child: ChildProcess | undefined;
  #lines: string[] = [];

  private constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  static async create(databaseUrl: string, dataDir: string, env: Record<string, string> = {}): Promise<ApiUnderTest> {
    return new ApiUnderTest(await freePort(), {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      DATABASE_POOL_SIZE: '8',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      ...env,
    });
  }

  get alive(): boolean {
    return this.#child !== undefined && this.#child.exitCode === null && this.#child.signalCode === null;
  }

  /** The last lines the process wrote (pino JSON), for a failure's message. */
  tail(lines = 30): string {
    return this.#lines.slice(-lines).join('\n');
  }

  /** Starts the process and waits until /api/health answers 200 (migrated, seeded, listening). */
  async start(timeoutMs = 60_000): Promise<void> {
    await bundleServer();
    const child = spawn(process.execPath, [SERVER_BUNDLE], {
      cwd: repoRoot,
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.#child = child;
    const collect = (chunk: Buffer) => {
      this.#lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      if (this.#lines.length > 500) this.#lines.splice(0, this.#lines.length - 500);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code, signal) => this.endings.push(signal ?? `exit ${code}`));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.alive) throw new Error(`the API exited before answering:\n${this.tail()}`);
      try {
        const response = await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(2_000) });
        if (response.status === 200) return;
      } catch {
        // not listening yet
      }
      await sleep(50);
    }
    throw new Error(`the API did not answer within ${timeoutMs} ms:\n${this.tail()}`);
  }

  /** kill -9: no shutdown hook runs, requests in flight are cut off. Resolves once the process is gone. */
  async kill(): Promise<void> {
    const child = this.#child;
    if (!child || !this.alive) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
  }

  /** A graceful stop (SIGTERM), at the end of a test. */
  async stop(): Promise<void> {
    const child = this.#child;
    if (!child || !this.alive) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await gone;
    clearTimeout(force);
  }
}

/** One HTTP exchange as a client sees it: an envelope, or how it failed, and how long it took. */
export interface Exchange {
  ms: number;
  status?: number;
  code?: number;
  msg?: string;
  data?: any;
  /** Set when no answer came: refused (nobody listening), cut (connection closed mid-request), timeout (10 s). */
  failure?: 'refused' | 'cut' | 'timeout';
}

export interface SendOptions {
  token?: string;
  lang?: string;
  body?: unknown;
  key?: string;
}

/** What the shop's clients wait for an answer at most. */
export const CLIENT_TIMEOUT_MS = 10_000;

export async function send(base: string, method: 'GET' | 'POST', url: string, options: SendOptions = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.token = options.token;
  if (options.lang) headers.lang = options.lang;
  if (options.key) headers['idempotency-key'] = options.key;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  const exchange = (fields: Omit<Exchange, 'ms'>): Exchange => ({ ms: performance.now() - started, ...fields });
  try {
    const response = await fetch(new URL(url, base), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const json = (await response.json()) as { code: number; msg: string; data: any };
    return exchange({ status: response.status, ...json });
  } catch (err) {
    const error = err as Error & { cause?: { code?: string } };
    if (error.name === 'TimeoutError') return exchange({ failure: 'timeout' });
    if (error.cause?.code === 'ECONNREFUSED') return exchange({ failure: 'refused' });
    return exchange({ failure: 'cut' });
  }
}

/** Whether an exchange is an answer the client keeps: success or a business refusal, not "try again". */
export function isFinal(exchange: Exchange): boolean {
  if (exchange.failure || exchange.status !== 200) return false;
  return exchange.code === 1 || exchange.data?.error !== 'REQUEST_IN_PROGRESS';
}
