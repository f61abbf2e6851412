import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Db } from '../src/db/database.ts';
import { createTestDb } from './helper.ts';

/**
 * The production shape on one machine: a fresh PostgreSQL database, several `serve` processes on it (real OS
 * processes, started as `npm run serve` starts them) and nginx in front with deploy/nginx.conf, round robin. Used by
 * the cross-process tests (apps/api/test/cross-process) and by the browser journeys under E2E_TOPOLOGY=nginx.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const NGINX_TEMPLATE = path.join(repoRoot, 'deploy/nginx.conf');
const SERVER_ENTRY = path.join(repoRoot, 'apps/api/src/server.ts');

/** Why the topology cannot start here, or undefined when it can (PostgreSQL named and nginx installed). */
export function topologyUnavailable(): string | undefined {
  if (!process.env.TEST_DATABASE_URL) {
    return 'several API processes share one PostgreSQL database: set TEST_DATABASE_URL (PGlite is one process)';
  }
  if (!nginxBinary()) return 'nginx is not installed (apt-get install nginx, or set NGINX_PATH)';
  return undefined;
}

/** topologyUnavailable(), said once on the test's output too: a skipped file must say why it did not run. */
export function skipReason(what: string): string | undefined {
  const reason = topologyUnavailable();
  if (reason) console.warn(`${what}: skipped, ${reason}`);
  return reason;
}

function nginxBinary(): string | undefined {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];
  return candidates.find((candidate): candidate is string => !!candidate && fs.existsSync(candidate));
}

/** A port nobody listens on right now (the OS picks it; it is free again once closed). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs `start` again when the port freePort() picked was taken by someone else before the child bound it (other
 * tests and servers on this machine pick ports too); any other failure is thrown at once.
 */
async function onAFreePort<T>(start: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start();
    } catch (err) {
      const taken = /EADDRINUSE|Address already in use/.test(String(err));
      if (!taken || attempt >= tries) throw err;
    }
  }
}

/** deploy/nginx.conf with its two placeholders filled, as envsubst would for a deployment. */
export function renderNginxConf(listen: string, backends: string[]): string {
  const servers = backends.map((backend) => `server ${backend} max_fails=1 fail_timeout=10s;`).join('\n        ');
  return fs.readFileSync(NGINX_TEMPLATE, 'utf8').replaceAll('${LISTEN}', listen).replaceAll('${API_SERVERS}', servers);
}

export interface ApiProcess {
  /** http://127.0.0.1:<port> of this process alone. */
  url: string;
  /** host:port, as nginx's $upstream_addr names it. */
  address: string;
  child: ChildProcess;
  /** Every line the process wrote (pino JSON at LOG_LEVEL). */
  logLines(): string[];
  /** SIGTERM, then wait for the exit (a graceful stop, as a deployment does it). */
  stop(): Promise<void>;
}

export interface Topology {
  /** nginx: what clients use. */
  baseUrl: string;
  processes: ApiProcess[];
  /** A pool of the test's own on the same database, for fixtures and checks. */
  db: Db;
  databaseUrl: string;
  /** The folder of nginx's config, logs and temp files, and of the processes' DATA_DIR (uploads). */
  dir: string;
  dataDir: string;
  /** nginx's access log: one `<client> "<request>" <status> <upstream> <time>` line per request. */
  accessLog(): string[];
  /**
   * The access log's lines after the first `from`, once there are `count` of them (or 5 s have passed: then what
   * is there). nginx writes a request's line after its answer has left, so the last line can trail the response.
   */
  accessLogAfter(from: number, count: number): Promise<string[]>;
  close(): Promise<void>;
}

export interface TopologyOptions {
  /** How many API processes (2). */
  processes?: number;
  /** Extra environment of every process (e.g. ORDER_SWEEP_SECONDS, LOG_LEVEL). */
  env?: Record<string, string>;
  /** Runs on the fresh, migrated database before any process starts (seeding that would race between them). */
  prepare?: (db: Db, dataDir: string) => Promise<void>;
  /** A fresh database made by createTestDb already (dropped by close()); default: one made here. */
  database?: { db: Db; drop: () => Promise<void> };
  /** The processes' DATA_DIR (uploads), left in place by close(); default: a folder in the topology's own. */
  dataDir?: string;
}

/**
 * A test process that dies or is stopped before close() (a hook timeout, a killed worker) must not leave API
 * processes or nginx behind. Each child gets a guard: a tiny node process that checks every second whether the
 * test process still lives, and stops the child (SIGTERM: nginx's master takes its workers down, an API process
 * stops gracefully) as soon as it does not. A guard ends by itself once its child has gone.
 */
const GUARD = `
const [parent, child] = process.argv.slice(1).map(Number);
const alive = (pid) => { try { process.kill(pid, 0); return true; } catch { return false; } };
setInterval(() => {
  if (!alive(child)) process.exit(0);
  if (!alive(parent)) { try { process.kill(child, 'SIGTERM'); } catch {} process.exit(0); }
}, 1000);`;

function track(child: ChildProcess): ChildProcess {
  if (child.pid) {
    spawn(process.execPath, ['-e', GUARD, String(process.pid), String(child.pid)], { stdio: 'ignore' }).unref();
  }
  return child;
}

/** The postgres:// URL of the test database `db` is on: TEST_DATABASE_URL's server, that database's name. */
async function urlOf(db: Db): Promise<string> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db);
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${rows[0]!.name}`;
  return url.toString();
}

const STOP_TIMEOUT_MS = 15_000;

/** What a beforeAll that starts a topology may take: two processes booting on a busy 2-core machine are slow. */
export const STARTUP_MS = 180_000;
/** A test of many calls through the topology (65 password hashes, 200 orders): seconds alone, a minute when busy. */
export const SLOW_TEST_MS = 120_000;

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Polls `url` until it answers 200; fails early with the child's output when the child exits first. */
async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${url} exited (${child.exitCode ?? child.signalCode}) before answering:\n${output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms:\n${output()}`);
}

async function startApiProcess(databaseUrl: string, dataDir: string, env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const lines: string[] = [];
  let partial = '';
  const child = track(
    spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_SIZE: '5',
        DATA_DIR: dataDir,
        TRUST_PROXY: '1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const collect = (chunk: Buffer) => {
    const text = partial + chunk.toString('utf8');
    const parts = text.split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts.filter(Boolean));
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${url}/api/health/ready`, child, () => lines.slice(-40).join('\n'));
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return {
    url,
    address: `127.0.0.1:${port}`,
    child,
    logLines: () => [...lines],
    stop: async () => {
      child.kill('SIGTERM');
      await waitForExit(child, STOP_TIMEOUT_MS);
    },
  };
}

async function startNginx(dir: string, backends: string[]): Promise<{ baseUrl: string; child: ChildProcess }> {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed');
  for (const sub of ['logs', 'temp']) fs.mkdirSync(path.join(dir, sub), { recursive: true });
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, renderNginxConf(`127.0.0.1:${port}`, backends));
  let output = '';
  // -e: the error log from the first moment (before the config is read) goes to the temp folder too.
  const child = track(
    spawn(binary, ['-p', dir, '-c', conf, '-e', path.join(dir, 'logs/error.log')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${baseUrl}/api/health/ready`, child, () => {
      const errors = path.join(dir, 'logs/error.log');
      return output + (fs.existsSync(errors) ? fs.readFileSync(errors, 'utf8') : '');
    });
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return { baseUrl, child };
}

/**
 * Starts the topology: a fresh database (migrated here, so the processes start on it at once), `prepare`, the API
 * processes in parallel (each waited for on /api/health/ready), then nginx over them (waited for on it too).
 * close() stops nginx and the processes gracefully and drops the database.
 */
export async function startTopology(options: TopologyOptions = {}): Promise<Topology> {
  const reason = topologyUnavailable();
  if (reason) throw new Error(reason);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-topology-'));
  const dataDir = options.dataDir ?? path.join(dir, 'data');
  fs.mkdirSync(dataDir, { recursive: true });
  const { db, drop } = options.database ?? (await createTestDb());
  const databaseUrl = await urlOf(db);
  const processes: ApiProcess[] = [];
  let nginx: ChildProcess | undefined;
  const close = async () => {
    if (nginx) {
      nginx.kill('SIGQUIT'); // graceful: finish the requests in flight
      await waitForExit(nginx, STOP_TIMEOUT_MS);
    }
    await Promise.all(processes.map((p) => p.stop()));
    await drop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (options.prepare) await options.prepare(db, dataDir);
    const started = await Promise.allSettled(
      Array.from({ length: options.processes ?? 2 }, () =>
        onAFreePort(() => startApiProcess(databaseUrl, dataDir, options.env ?? {})),
      ),
    );
    for (const result of started) if (result.status === 'fulfilled') processes.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const front = await onAFreePort(() =>
      startNginx(
        dir,
        processes.map((p) => p.address),
      ),
    );
    nginx = front.child;
    const accessLog = () => {
      const file = path.join(dir, 'logs/access.log');
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
    };
    return {
      baseUrl: front.baseUrl,
      processes,
      db,
      databaseUrl,
      dir,
      dataDir,
      accessLog,
      accessLogAfter: async (from, count) => {
        const giveUpAt = Date.now() + 5000;
        while (accessLog().length - from < count && Date.now() < giveUpAt)
          await new Promise((resolve) => setTimeout(resolve, 50));
        return accessLog().slice(from);
      },
      close,
    };
  } catch (err) {
    await close().catch(() => undefined);
    throw err;
  }
}
