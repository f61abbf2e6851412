import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';

/**
 * Cold start of the shop: from spawning the process to the first `/api/health` answering ok (the database
 * migrated and the first-start seed done), on an existing database, `--runs` times (default 5).
 *
 *   npx tsx bench/cold-start.ts --data-dir /tmp/shop-data -- npm run serve
 *   npx tsx bench/cold-start.ts --data-dir /tmp/shop-data -- npx tsx apps/api/src/server.ts
 *
 * Start the command once beforehand on that DATA_DIR (or DATABASE_URL) so the database exists and is seeded.
 */
const args = process.argv.slice(2);
const split = args.indexOf('--');
if (split < 0) throw new Error('usage: cold-start.ts [--runs N] [--data-dir DIR] [--port P] -- <command…>');
const options = args.slice(0, split);
const command = args.slice(split + 1);
const option = (name: string, fallback: string) => {
  const at = options.indexOf(`--${name}`);
  return at >= 0 ? (options[at + 1] ?? fallback) : fallback;
};
const runs = Number(option('runs', '5'));
const port = Number(option('port', '3917'));
const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ORDER_SWEEP_SECONDS: '0' };
if (options.includes('--data-dir')) env.DATA_DIR = option('data-dir', './data');

async function healthy(): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    return res.ok && ((await res.json()) as { code?: number }).code === 1;
  } catch {
    return false;
  }
}

/**
 * CPU time (user + system) the process has used so far, from /proc (Linux; clock ticks of 10 ms): on a busy
 * machine the wall time mostly measures the queue for a core, the CPU time what the start itself costs.
 */
function cpuMsOf(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

async function once_(): Promise<{ wall: number; cpu: number | undefined }> {
  const started = performance.now();
  // Its own process group, so the whole tree (npm → node) is ended by one signal.
  const child = spawn(command[0]!, command.slice(1), { env, stdio: 'ignore', detached: true });
  const exited = once(child, 'exit');
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited with ${child.exitCode}`);
      if (await healthy())
        return { wall: performance.now() - started, cpu: child.pid ? cpuMsOf(child.pid) : undefined };
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
}

const results: { wall: number; cpu: number | undefined }[] = [];
for (let i = 0; i < runs; i += 1) results.push(await once_());
const ms = (n: number | undefined) => (n === undefined ? '?' : `${Math.round(n)} ms`);
function summary(values: (number | undefined)[]): string {
  const known = values.filter((v): v is number => v !== undefined).sort((a, b) => a - b);
  if (known.length === 0) return 'unknown';
  return `median ${ms(known[Math.floor(known.length / 2)])}, min ${ms(known[0])}, max ${ms(known.at(-1))}`;
}
console.log(
  `${command.join(' ')} over ${runs} starts: wall ${summary(results.map((r) => r.wall))}; ` +
    `CPU of the started process ${summary(results.map((r) => r.cpu))} ` +
    `(${results.map((r) => `${ms(r.wall)}/${ms(r.cpu)}`).join(', ')})`,
);
