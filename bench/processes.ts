import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(benchDir, '..');

/** Every child this run started, so that an error, Ctrl-C or a normal end never leaves one behind. */
const children = new Set<ChildProcess>();

export interface Server {
  url: string;
  port: number;
  /** The server process's id (to read its CPU time from /proc). */
  pid?: number;
  stop(): Promise<void>;
}

/**
 * Starts a TypeScript server script in its own Node process (tsx as an import hook, so the pid we hold is the
 * server itself, not a launcher) and waits for the line `BENCH_LISTENING <port>` it prints once it listens.
 */
export async function startServer(
  script: string,
  env: Record<string, string | undefined>,
  name: string,
  timeoutMs = 120_000,
): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(benchDir, script)], {
    cwd: benchDir,
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });

  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`${name} did not start within ${timeoutMs / 1000} s`)), timeoutMs);
    const fail = (err: Error) => {
      clearTimeout(timer);
      kill(child);
      reject(new Error(`${err.message}\n${stderr}`));
    };
    child.once('exit', (code, signal) => fail(new Error(`${name} exited early (code ${code}, signal ${signal})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /BENCH_LISTENING (\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
  // Keep draining the pipes so a chatty child never blocks on a full buffer.
  child.stdout!.resume();

  return {
    port,
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () => stopChild(child),
  };
}

/** SIGTERM, then SIGKILL after a grace period; resolves once the process is gone. */
export function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function kill(child: ChildProcess): void {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** Runs a command to its end, with its output passed through; rejects on a non-zero exit. */
export function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.add(child);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (code ${code}, signal ${signal})`));
    });
  });
}

/** Processes started by libraries (Chrome, by chrome-launcher), by pid. */
const foreignPids = new Set<number>();
export function trackPid(pid: number | undefined): () => void {
  if (pid === undefined) return () => undefined;
  foreignPids.add(pid);
  return () => foreignPids.delete(pid);
}

/** Kills whatever is still running; synchronous, so it also works from process.on('exit'). */
export function killAllChildren(): void {
  for (const child of children) kill(child);
  children.clear();
  for (const pid of foreignPids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  foreignPids.clear();
}
