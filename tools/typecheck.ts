import { spawn } from 'node:child_process';
import os from 'node:os';

/**
 * `npm run typecheck`: every TypeScript project of the repository checked by tsc, as many at once as the machine
 * has cores (each tsc uses one): on two cores the check takes about half as long as one project after another.
 * The order puts the longest first, so that the last to start is a short one.
 */
const PROJECTS = [
  'apps/api',
  'apps/console',
  'e2e',
  'apps/web',
  'apps/seller',
  'bench',
  'packages/desk',
  'packages/contract',
  'tools',
];

function check(project: string): Promise<{ project: string; ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => resolve({ project, ok: code === 0, output }));
  });
}

const queue = [...PROJECTS];
const failed: string[] = [];
async function worker(): Promise<void> {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const result = await check(project);
    // Each project's findings printed whole, not interleaved with another's.
    if (result.output) process.stdout.write(result.output);
    console.log(`${result.ok ? 'ok' : 'FAILED'}  tsc -p ${project}`);
    if (!result.ok) failed.push(project);
  }
}

await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, worker));
if (failed.length > 0) {
  console.error(`type errors in ${failed.join(', ')}`);
  process.exit(1);
}
